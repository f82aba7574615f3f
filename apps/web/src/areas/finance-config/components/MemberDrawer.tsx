import type { FinanceMemberRow } from '@gf/contracts';
import { Checkbox, Descriptions, Form, Select } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormDrawer, useDrawerForm } from '../../../shared/form-drawer';
import { recordCreate, SearchSelect, type OptionLoader } from '../../../shared/search-select';
import { financeConfigApi, type FinanceMemberForm } from '../api/finance-config-api';
import '../locales/register';

interface Values {
  facUnitList: string[];
  storeUnitList: string[];
  sysConfigCentre: boolean;
  sysFinanceCentre: boolean;
}

export const memberChoicesKey = ['finance-member-choices'] as const;

/** The choices (unitRelateGroup: the caller's factories, the company's storehouses) as options searched by name. */
const optionsOf = (list: { id: string; name: string }[] | undefined) => (list ?? []).map((u) => ({ value: u.id, label: u.name }));

/** The choices whose name contains the keyword (case-insensitive); all of them for an empty keyword. */
const matching = (list: { id: string; name: string }[], keyword: string) =>
  optionsOf(list.filter((u) => u.name.toLowerCase().includes(keyword.trim().toLowerCase())));

/**
 * 编辑财务成员: the factories and storehouses the account may act for in finance, and the two centres. The storehouse
 * select searches the choices the server answered and offers 新建 (the app's storehouse form, `fac.storehouse.add`):
 * the saved storehouse is chosen and the choices are asked again, so it is one the server accepts. Factories have no
 * form to create them from here (a factory joins the company elsewhere), so that select offers none.
 */
export function MemberDrawer({
  member,
  onClose,
  onSaved,
}: {
  member: FinanceMemberRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const f = (k: string) => t(`financeConfig.member.${k}`);
  const choices = useQuery({ queryKey: memberChoicesKey, queryFn: financeConfigApi.memberChoices, enabled: Boolean(member) });
  const queryClient = useQueryClient();
  // Reads the choices through the cache, so a storehouse made a moment ago (choices invalidated) is found.
  const storeLoader: OptionLoader = async (keyword) =>
    matching(
      (await queryClient.fetchQuery({ queryKey: memberChoicesKey, queryFn: financeConfigApi.memberChoices })).storeUnitList,
      keyword,
    );
  const createStorehouse = recordCreate('storehouse', {
    onCreated: () => void queryClient.invalidateQueries({ queryKey: memberChoicesKey }),
  });
  const { form, saving, save } = useDrawerForm({
    open: Boolean(member),
    record: member,
    toValues: (m: FinanceMemberRow): Partial<Values> => ({
      facUnitList: m.facUnitList.map((u) => u.id),
      storeUnitList: m.storeUnitList.map((u) => u.id),
      sysConfigCentre: m.sysConfigCentre,
      sysFinanceCentre: m.sysFinanceCentre,
    }),
    toBody: (v: Values): FinanceMemberForm => ({
      id: member?.id ?? '',
      facUnitList: v.facUnitList ?? [],
      storeUnitList: v.storeUnitList ?? [],
      sysConfigCentre: Boolean(v.sysConfigCentre),
      sysFinanceCentre: Boolean(v.sysFinanceCentre),
    }),
    submit: (body) => financeConfigApi.updateMember(body),
    successMessage: t('financeConfig.member.saved'),
    onSaved,
    onClose,
  });
  return (
    <FormDrawer
      open={Boolean(member)}
      size={520}
      title={f('editTitle')}
      saving={saving}
      onClose={onClose}
      onSave={() => void save()}
      saveTestId="member-save"
    >
      {member && (
        <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={f('userName')}>{member.userName}</Descriptions.Item>
          <Descriptions.Item label={f('loginName')}>{member.loginName}</Descriptions.Item>
        </Descriptions>
      )}
      <Form form={form} name="financeMember" layout="vertical">
        <Form.Item name="facUnitList" label={f('facUnitList')} extra={f('facUnitHint')}>
          <Select
            mode="multiple"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={choices.isLoading}
            options={optionsOf(choices.data?.facUnitList)}
            placeholder={t('searchSelect.placeholder')}
            data-testid="member-factories"
          />
        </Form.Item>
        <Form.Item name="storeUnitList" label={f('storeUnitList')}>
          <SearchSelect
            key={member?.id ?? 'none'}
            loader={storeLoader}
            initialOptions={optionsOf(member?.storeUnitList)}
            create={createStorehouse}
            data-testid="member-storehouses"
          />
        </Form.Item>
        <Form.Item name="sysFinanceCentre" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox data-testid="member-finance-centre">{choices.data?.sysFinanceCentre.name ?? f('financeCentre')}</Checkbox>
        </Form.Item>
        <Form.Item name="sysConfigCentre" valuePropName="checked">
          <Checkbox data-testid="member-config-centre">{choices.data?.sysConfigCentre.name ?? f('configCentre')}</Checkbox>
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
