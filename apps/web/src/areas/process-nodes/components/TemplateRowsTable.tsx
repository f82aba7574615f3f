import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { isQuantityType, type PrcdNodeBrief, type PrcdNodeRow } from '@gf/contracts';
import { App, Button, Checkbox, Form, InputNumber, Select, Space, Table, Tooltip, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { SearchSelect, type OptionLoader, type OptionPair } from '../../../shared/search-select';
import { QuickNodeForm } from './QuickNodeForm';
import { typeName } from './node-type-name';
import { moveTemplateRow } from './template-row-order';

const DRAG_TYPE = 'application/x-template-row';

export interface RowValue {
  prcdNodeId?: string;
  chargerIds?: string[];
  labourCost?: string | null;
  endDaysBefore?: number | null;
  warnDays?: number | null;
  diffMin?: string | null;
  diffMax?: string | null;
  outsideSettlement?: boolean;
  isShipment?: boolean;
  upstreamPrcdNodeId?: string | null;
}

interface Props {
  form: FormInstance;
  nodes: Map<string, PrcdNodeBrief>;
  onNodeCreated: (node: PrcdNodeBrief) => void;
  /** Labels of the people already on the rows (edit). */
  peopleOptions: OptionPair[];
}

/**
 * 节点 rows of a template: one editable row per node, in the mission's order, moved by dragging the handle (native
 * HTML5 drag and drop) or with 上移 / 下移 (keyboard). A move that leaves a row's upstream node at or after the row
 * clears it and says so (moveTemplateRow). Columns fit a 1440 px screen without sideways scrolling.
 */
export function TemplateRowsTable({ form, nodes, onNodeCreated, peopleOptions }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const f = (key: string) => t(`processNodes.template.${key}`);
  const rows = (Form.useWatch('nodes', form) ?? []) as RowValue[];
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const nodeLoader: OptionLoader = async (keyword) =>
    [...nodes.values()]
      .filter((n) => !keyword || n.name.includes(keyword))
      .map((n) => ({ value: n.id, label: `${n.name}（${typeName(n.typeCode)}）` }));
  const nodeLabel = (id: string | undefined) => {
    const n = id ? nodes.get(id) : undefined;
    return n ? [{ value: n.id, label: `${n.name}（${typeName(n.typeCode)}）` }] : [];
  };
  return (
    <Form.List name="nodes">
      {(fields, { add, remove, move }) => {
        const moveRow = (from: number, to: number) => {
          if (from === to || to < 0 || to >= fields.length || from < 0 || from >= fields.length) return;
          const { rows: next, cleared } = moveTemplateRow((form.getFieldValue('nodes') ?? []) as RowValue[], from, to);
          move(from, to);
          for (const i of cleared) form.setFieldValue(['nodes', i, 'upstreamPrcdNodeId'], null);
          if (cleared.length === 0) return;
          const names = cleared.map((i) => nodes.get(next[i]?.prcdNodeId ?? '')?.name ?? `#${i + 1}`).join('、');
          void message.warning(t('processNodes.template.upstreamCleared', { names }));
        };
        const endDrag = () => {
          setDragFrom(null);
          setDropAt(null);
        };
        return (
          <>
            <Table
              size="small"
              pagination={false}
              rowKey="key"
              dataSource={fields}
              tableLayout="fixed"
              scroll={{ x: 1094 }}
              locale={{ emptyText: f('empty') }}
              onRow={(_, index) =>
                ({
                  'data-testid': `row-${index}`,
                  onDragOver: (e: React.DragEvent) => {
                    if (dragFrom === null || index === undefined) return;
                    e.preventDefault();
                    e.dataTransfer.dropEffect = 'move';
                    if (dropAt !== index) setDropAt(index);
                  },
                  onDrop: (e: React.DragEvent) => {
                    e.preventDefault();
                    const from = Number(e.dataTransfer.getData(DRAG_TYPE));
                    if (index !== undefined && e.dataTransfer.types.includes(DRAG_TYPE)) moveRow(from, index);
                    endDrag();
                  },
                  style:
                    dropAt === index && dragFrom !== null && dragFrom !== index
                      ? { boxShadow: `inset 0 ${dragFrom < index ? -2 : 2}px 0 var(--ant-color-primary, #f7821b)` }
                      : dragFrom === index
                        ? { opacity: 0.5 }
                        : undefined,
                }) as React.HTMLAttributes<HTMLElement>
              }
              columns={[
                {
                  title: '',
                  width: 32,
                  fixed: 'left',
                  align: 'center',
                  render: (_: unknown, _field, i) => (
                    <span
                      draggable
                      title={f('drag')}
                      data-testid={`row-drag-${i}`}
                      style={{ cursor: 'grab', padding: 4 }}
                      onDragStart={(e) => {
                        e.dataTransfer.effectAllowed = 'move';
                        e.dataTransfer.setData(DRAG_TYPE, String(i));
                        const tr = (e.currentTarget as HTMLElement).closest('tr');
                        if (tr) e.dataTransfer.setDragImage(tr, 16, 16);
                        setDragFrom(i);
                      }}
                      onDragEnd={endDrag}
                    >
                      <HolderOutlined />
                    </span>
                  ),
                },
                {
                  title: f('node'),
                  width: 170,
                  fixed: 'left',
                  render: (_: unknown, field, i) => (
                    <Form.Item name={[field.name, 'prcdNodeId']} noStyle>
                      <SearchSelect
                        single
                        loader={nodeLoader}
                        initialOptions={nodeLabel(rows[i]?.prcdNodeId)}
                        chosenValues={rows.flatMap((r, j) => (j !== i && r.prcdNodeId ? [r.prcdNodeId] : []))}
                        style={{ width: '100%' }}
                        data-testid={`row-node-${i}`}
                        create={{
                          label: f('newNode'),
                          render: (props) => <QuickNodeForm {...props} />,
                          toOption: (n: PrcdNodeRow) => ({ value: n.id, label: `${n.name}（${typeName(n.typeCode)}）` }),
                          onCreated: (n: PrcdNodeRow) => onNodeCreated(n),
                        }}
                      />
                    </Form.Item>
                  ),
                },
                {
                  title: f('rowChargers'),
                  width: 124,
                  render: (_: unknown, field) => (
                    <Form.Item name={[field.name, 'chargerIds']} noStyle>
                      <SearchSelect loader={unitUserLoader} initialOptions={peopleOptions} style={{ width: '100%' }} />
                    </Form.Item>
                  ),
                },
                {
                  title: f('labourCost'),
                  width: 86,
                  render: (_: unknown, field) => (
                    <Form.Item name={[field.name, 'labourCost']} noStyle>
                      <InputNumber<string> stringMode min="0" step="0.001" precision={3} style={{ width: '100%' }} />
                    </Form.Item>
                  ),
                },
                {
                  title: f('endDaysBefore'),
                  width: 88,
                  render: (_: unknown, field) => (
                    <Form.Item name={[field.name, 'endDaysBefore']} noStyle>
                      <InputNumber min={0} max={3650} precision={0} placeholder={f('daysBefore')} style={{ width: '100%' }} />
                    </Form.Item>
                  ),
                },
                {
                  title: f('warnDays'),
                  width: 76,
                  render: (_: unknown, field) => (
                    <Form.Item name={[field.name, 'warnDays']} noStyle>
                      <InputNumber min={0} max={365} precision={0} style={{ width: '100%' }} />
                    </Form.Item>
                  ),
                },
                {
                  title: f('diff'),
                  width: 124,
                  render: (_: unknown, field) => (
                    <Space.Compact style={{ width: '100%' }}>
                      <Form.Item name={[field.name, 'diffMin']} noStyle>
                        <InputNumber<string> stringMode max="0" placeholder={f('diffMin')} style={{ width: '50%' }} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'diffMax']} noStyle>
                        <InputNumber<string> stringMode min="0" placeholder={f('diffMax')} style={{ width: '50%' }} />
                      </Form.Item>
                    </Space.Compact>
                  ),
                },
                {
                  title: <Tooltip title={f('outsideSettlement')}>{f('outsideShort')}</Tooltip>,
                  width: 80,
                  align: 'center',
                  render: (_: unknown, field, i) => (
                    <Form.Item name={[field.name, 'outsideSettlement']} valuePropName="checked" noStyle>
                      <Checkbox disabled={!nodes.get(rows[i]?.prcdNodeId ?? '')?.allowOutside} data-testid={`row-outside-${i}`} />
                    </Form.Item>
                  ),
                },
                {
                  title: <Tooltip title={f('isShipment')}>{f('shipmentShort')}</Tooltip>,
                  width: 80,
                  align: 'center',
                  render: (_: unknown, field, i) => (
                    <Form.Item name={[field.name, 'isShipment']} valuePropName="checked" noStyle>
                      <Checkbox data-testid={`row-ship-${i}`} />
                    </Form.Item>
                  ),
                },
                {
                  title: f('upstream'),
                  width: 130,
                  render: (_: unknown, field, i) => {
                    const options = rows.slice(0, i).flatMap((r) => {
                      const n = r.prcdNodeId ? nodes.get(r.prcdNodeId) : undefined;
                      return n && isQuantityType(n.typeCode) && !n.associateWym && !n.associateLigation
                        ? [{ value: n.id, label: n.name }]
                        : [];
                    });
                    return (
                      <Form.Item name={[field.name, 'upstreamPrcdNodeId']} noStyle>
                        <Select allowClear options={options} style={{ width: '100%' }} data-testid={`row-upstream-${i}`} />
                      </Form.Item>
                    );
                  },
                },
                {
                  title: f('actions'),
                  width: 104,
                  fixed: 'right',
                  render: (_: unknown, field, i) => (
                    <Space size={4}>
                      <Button
                        size="small"
                        type="text"
                        title={f('up')}
                        aria-label={f('up')}
                        data-testid={`row-up-${i}`}
                        icon={<ArrowUpOutlined />}
                        disabled={i === 0}
                        onClick={() => moveRow(i, i - 1)}
                      />
                      <Button
                        size="small"
                        type="text"
                        title={f('down')}
                        aria-label={f('down')}
                        data-testid={`row-down-${i}`}
                        icon={<ArrowDownOutlined />}
                        disabled={i === fields.length - 1}
                        onClick={() => moveRow(i, i + 1)}
                      />
                      <Button
                        size="small"
                        type="text"
                        danger
                        title={f('remove')}
                        aria-label={f('remove')}
                        icon={<DeleteOutlined />}
                        onClick={() => remove(field.name)}
                      />
                    </Space>
                  ),
                },
              ]}
            />
            <Button type="dashed" block style={{ marginTop: 8 }} onClick={() => add({ chargerIds: [] })} data-testid="row-add">
              {f('addNode')}
            </Button>
          </>
        );
      }}
    </Form.List>
  );
}
