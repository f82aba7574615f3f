import type { WymNodeColumn } from '@gf/contracts';
import { Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { storehouseLoader } from '../../../shared/material-lines';
import { recordCreate, SearchSelect } from '../../../shared/search-select';
import { customerLoader } from '../api/unique-codes-api';
import { reportAsks } from './report-asks';
import '../locales/register';

export interface WymReportPlace {
  storehouseId?: string;
  customerId?: string;
}

/**
 * 手动上报 at a node that stores or ships: the storehouse (入库仓库 / 发货仓库) and, at a tail-out node, the customer,
 * asked before the codes are reported. Each select offers to create the record.
 */
export function WymReportDialog(props: {
  node: WymNodeColumn | undefined;
  count: number;
  onCancel: () => void;
  onConfirm: (place: WymReportPlace) => Promise<void>;
}) {
  const { t } = useTranslation();
  const s = (k: string, o?: Record<string, unknown>) => t(`uniqueCodes.report.${k}`, o);
  const [form] = Form.useForm<WymReportPlace>();
  const asks = reportAsks(props.node?.typeCode);
  const isOut = props.node?.typeCode === 'tail_out_store';
  return (
    <Modal
      open={Boolean(props.node)}
      title={s('title', { node: props.node?.name ?? '' })}
      okText={s('ok')}
      destroyOnHidden
      onCancel={props.onCancel}
      onOk={async () => props.onConfirm(await form.validateFields())}
      data-testid="wym-report-dialog"
    >
      <Typography.Paragraph type="secondary">{s('count', { count: props.count })}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        {asks.storehouse && (
          <Form.Item
            name="storehouseId"
            label={isOut ? s('outStorehouse') : s('inStorehouse')}
            rules={asks.storehouse === 'required' ? [{ required: true, message: s('needStorehouse') }] : []}
          >
            <SearchSelect
              single
              loader={storehouseLoader}
              create={recordCreate('storehouse')}
              data-testid="wym-report-storehouse"
            />
          </Form.Item>
        )}
        {asks.customer && (
          <Form.Item name="customerId" label={s('customer')} rules={[{ required: true, message: s('needCustomer') }]}>
            <SearchSelect single loader={customerLoader} create={recordCreate('customer')} data-testid="wym-report-customer" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
