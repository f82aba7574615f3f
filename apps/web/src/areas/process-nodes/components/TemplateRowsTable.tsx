import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { isQuantityType, type PrcdNodeBrief, type PrcdNodeRow } from '@gf/contracts';
import { Button, Checkbox, Form, InputNumber, Select, Space, Table, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { SearchSelect, type OptionLoader, type OptionPair } from '../../../shared/search-select';
import { QuickNodeForm } from './QuickNodeForm';
import { typeName } from './node-type-name';

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

/** 节点 rows of a template: one editable row per node, moved with 上移 / 下移 (the order is the mission's order). */
export function TemplateRowsTable({ form, nodes, onNodeCreated, peopleOptions }: Props) {
  const { t } = useTranslation();
  const f = (key: string) => t(`processNodes.template.${key}`);
  const rows = (Form.useWatch('nodes', form) ?? []) as RowValue[];
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
      {(fields, { add, remove, move }) => (
        <>
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={fields}
            scroll={{ x: 1180 }}
            locale={{ emptyText: f('empty') }}
            columns={[
              {
                title: f('node'),
                width: 200,
                fixed: 'left',
                render: (_: unknown, field, i) => (
                  <Form.Item name={[field.name, 'prcdNodeId']} noStyle>
                    <SearchSelect
                      single
                      loader={nodeLoader}
                      initialOptions={nodeLabel(rows[i]?.prcdNodeId)}
                      chosenValues={rows.flatMap((r, j) => (j !== i && r.prcdNodeId ? [r.prcdNodeId] : []))}
                      style={{ width: 184 }}
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
                width: 150,
                render: (_: unknown, field) => (
                  <Form.Item name={[field.name, 'chargerIds']} noStyle>
                    <SearchSelect loader={unitUserLoader} initialOptions={peopleOptions} style={{ width: 136 }} />
                  </Form.Item>
                ),
              },
              {
                title: f('labourCost'),
                width: 96,
                render: (_: unknown, field) => (
                  <Form.Item name={[field.name, 'labourCost']} noStyle>
                    <InputNumber<string> stringMode min="0" step="0.001" precision={3} style={{ width: 84 }} />
                  </Form.Item>
                ),
              },
              {
                title: f('endDaysBefore'),
                width: 100,
                render: (_: unknown, field) => (
                  <Form.Item name={[field.name, 'endDaysBefore']} noStyle>
                    <InputNumber min={0} max={3650} precision={0} placeholder={f('daysBefore')} style={{ width: 88 }} />
                  </Form.Item>
                ),
              },
              {
                title: f('warnDays'),
                width: 80,
                render: (_: unknown, field) => (
                  <Form.Item name={[field.name, 'warnDays']} noStyle>
                    <InputNumber min={0} max={365} precision={0} style={{ width: 68 }} />
                  </Form.Item>
                ),
              },
              {
                title: f('diff'),
                width: 150,
                render: (_: unknown, field) => (
                  <Space.Compact>
                    <Form.Item name={[field.name, 'diffMin']} noStyle>
                      <InputNumber<string> stringMode max="0" placeholder={f('diffMin')} style={{ width: 68 }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'diffMax']} noStyle>
                      <InputNumber<string> stringMode min="0" placeholder={f('diffMax')} style={{ width: 68 }} />
                    </Form.Item>
                  </Space.Compact>
                ),
              },
              {
                title: f('outsideSettlement'),
                width: 70,
                render: (_: unknown, field, i) => (
                  <Form.Item name={[field.name, 'outsideSettlement']} valuePropName="checked" noStyle>
                    <Checkbox disabled={!nodes.get(rows[i]?.prcdNodeId ?? '')?.allowOutside} data-testid={`row-outside-${i}`} />
                  </Form.Item>
                ),
              },
              {
                title: f('isShipment'),
                width: 80,
                render: (_: unknown, field, i) => (
                  <Form.Item name={[field.name, 'isShipment']} valuePropName="checked" noStyle>
                    <Checkbox data-testid={`row-ship-${i}`} />
                  </Form.Item>
                ),
              },
              {
                title: f('upstream'),
                width: 140,
                render: (_: unknown, field, i) => {
                  const options = rows.slice(0, i).flatMap((r) => {
                    const n = r.prcdNodeId ? nodes.get(r.prcdNodeId) : undefined;
                    return n && isQuantityType(n.typeCode) && !n.associateWym && !n.associateLigation
                      ? [{ value: n.id, label: n.name }]
                      : [];
                  });
                  return (
                    <Form.Item name={[field.name, 'upstreamPrcdNodeId']} noStyle>
                      <Select allowClear options={options} style={{ width: 128 }} data-testid={`row-upstream-${i}`} />
                    </Form.Item>
                  );
                },
              },
              {
                title: f('actions'),
                width: 114,
                fixed: 'right',
                render: (_: unknown, field, i) => (
                  <Space size={4}>
                    <Button
                      size="small"
                      type="text"
                      title={f('up')}
                      icon={<ArrowUpOutlined />}
                      disabled={i === 0}
                      onClick={() => move(i, i - 1)}
                    />
                    <Button
                      size="small"
                      type="text"
                      title={f('down')}
                      icon={<ArrowDownOutlined />}
                      disabled={i === fields.length - 1}
                      onClick={() => move(i, i + 1)}
                    />
                    <Button
                      size="small"
                      type="text"
                      danger
                      title={f('remove')}
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
      )}
    </Form.List>
  );
}
