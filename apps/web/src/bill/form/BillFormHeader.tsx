import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../shared/api';
import { PageHeader } from '../../shared/page';

export interface BillFormHeaderProps {
  billType: string;
  title: string;
  saving: boolean;
  /** submit: also 提报 (or, without review, generate the bill at once). */
  onSave: (submit: boolean) => void;
  /** Prefix of the buttons' test ids: `${testId}-save`, `${testId}-submit`. */
  testId: string;
  /** Hide 保存 when a draft cannot exist (rare). */
  noDraft?: boolean;
}

/** Whether the factory reviews this bill type (no review: the bill is generated at once, 生成单据). */
export function useReviewInUse(billType: string): boolean | undefined {
  const answer = useQuery({
    queryKey: ['review-in-use', billType],
    queryFn: () => api.post<{ isUse: boolean }>('bill-review-config/isUsedConfig', { billType }, { silent: true }),
    staleTime: 60_000,
  });
  return answer.data?.isUse;
}

/**
 * The title bar of every bill's create / edit page (reference 11 §1): 取消 · 保存 · 保存并提报 at the top right, the
 * last named 生成单据 when the factory does not review this bill type (the reference's direct mode).
 */
export function BillFormHeader({ billType, title, saving, onSave, testId, noDraft }: BillFormHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reviewed = useReviewInUse(billType);
  return (
    <PageHeader
      title={title}
      back={false}
      actions={
        <>
          <Button onClick={() => void navigate(-1)} data-testid={`${testId}-cancel`}>
            {t('common.cancel')}
          </Button>
          {!noDraft && (
            <Button loading={saving} onClick={() => onSave(false)} data-testid={`${testId}-save`}>
              {t('bill.form.save')}
            </Button>
          )}
          <Button type="primary" loading={saving} onClick={() => onSave(true)} data-testid={`${testId}-submit`}>
            {reviewed === false ? t('bill.form.generate') : t('bill.form.saveSubmit')}
          </Button>
        </>
      }
    />
  );
}
