import type { NodeProgressHeader } from '@gf/contracts';
import { DatePicker, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { requiredRule } from '../../../shared/forms/required-rule';
import { outsideFactoryLoader } from '../../../shared/material-lines/material-bill';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { SearchSelect, type OptionPair } from '../../../shared/search-select';
import { useSession } from '../../../shared/session/session';

export interface CommonFieldsProps {
  header: NodeProgressHeader;
  /** The node's outside factories (names for the 完成工厂 select). */
  factories: OptionPair[];
  kind: 'complete' | 'adjust';
  /** A workbay user reports as themself: 完成人员 is locked to the signed-in user. */
  isWorkbay: boolean;
  /** The phone layout: one field per line, large controls. */
  phone?: boolean;
}

/** 完成日期, 完成工厂, 完成人员, 发往工厂 / 发往工位 and 调整原因: the fields every report dialog has. */
export function CommonFields({ header, factories, kind, isWorkbay, phone }: CommonFieldsProps) {
  const { t } = useTranslation();
  const session = useSession();
  const d = (k: string) => t(`nodeReports.dialog.${k}`);
  const size = phone ? 'large' : undefined;
  const me: OptionPair[] = session ? [{ value: session.userId, label: session.userInfo.userName }] : [];
  return (
    <>
      <Form.Item name="dateCompleted" label={d('date')} rules={[requiredRule(d('date'), 'select')]}>
        <DatePicker size={size} style={{ width: '100%' }} data-testid="report-date" inputReadOnly={phone} />
      </Form.Item>
      <Form.Item name="outsideFactoryId" label={d('factory')}>
        <SearchSelect
          single
          loader={outsideFactoryLoader}
          initialOptions={factories}
          placeholder={t('nodeReports.panel.ownFactory')}
          disabled={Boolean(header.missionOutsideFactoryId)}
          allowClear
          data-testid="report-factory"
        />
      </Form.Item>
      <Form.Item name="finishUserId" label={d('worker')} rules={[requiredRule(d('worker'), 'select')]}>
        <SearchSelect single loader={unitUserLoader} initialOptions={me} disabled={isWorkbay} data-testid="report-worker" />
      </Form.Item>
      {header.reportSendSelectUser && (
        <>
          <Form.Item name="sendToFactoryId" label={d('sendToFactory')}>
            <SearchSelect single loader={outsideFactoryLoader} allowClear />
          </Form.Item>
          <Form.Item name="sendToUserId" label={d('sendToUser')}>
            <SearchSelect single loader={unitUserLoader} allowClear />
          </Form.Item>
        </>
      )}
      {kind === 'adjust' && (
        <Form.Item name="adjustReason" label={d('adjustReason')} rules={[requiredRule(d('adjustReason'))]}>
          <Input.TextArea maxLength={header.typeCode === 'tail_in_store' ? 20 : 100} showCount rows={2} />
        </Form.Item>
      )}
    </>
  );
}
