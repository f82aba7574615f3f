import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Select, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { PageHeader } from '../../../shared/page';
import { PRINT_FORMATS, SHEET_GAP_MM, labelsPerSheet, pageRule, paginate } from '../../../shared/print/print-layout';
import { cuttingApi } from '../api/cutting-api';
import { TicketLabel } from '../components/TicketLabel';
import '../locales/register';

// Only the tickets go to the printer: the shell (menu, tabs, toolbar) is hidden while printing.
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  .gf-print-area, .gf-print-area * { visibility: visible !important; }
  .gf-print-area { position: absolute; left: 0; top: 0; }
  .gf-print-page { break-after: page; margin: 0 !important; box-shadow: none !important; }
}`;

/**
 * /ligation/print 打印扎号: the tickets of the bundle list's choice (the route's state: the print call's body) on
 * labels (one per page, the page the label's size) or on A4 sticker sheets, the format chosen here.
 */
export function TicketPrintPage() {
  const { t } = useTranslation();
  const p = (k: string, o?: Record<string, unknown>) => t(`cutting.print.${k}`, o);
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const body = (location.state as { body?: Record<string, unknown> } | null)?.body;
  const format = PRINT_FORMATS.find((f) => f.key === params.get('format')) ?? PRINT_FORMATS[0]!;
  const tickets = useQuery({
    queryKey: ['cutting', 'tickets', body],
    enabled: Boolean(body),
    queryFn: () => cuttingApi.tickets(body!),
  });
  const pages = tickets.data ? paginate(tickets.data, format) : [];
  const grid = labelsPerSheet(format.label);
  return (
    <div>
      <style>{`${pageRule(format)}\n${PRINT_CSS}`}</style>
      <PageHeader
        title={p('title')}
        actions={
          <Space>
            <Select
              value={format.key}
              style={{ width: 200 }}
              aria-label={p('format')}
              onChange={(key: string) => setParams({ format: key }, { replace: true, state: location.state })}
              options={PRINT_FORMATS.map((f) => ({ value: f.key, label: p(`formats.${f.key}`) }))}
            />
            <Button type="primary" disabled={!pages.length} onClick={() => window.print()}>
              {p('doPrint')}
            </Button>
          </Space>
        }
      />
      {!body && <Alert type="info" message={p('empty')} />}
      {tickets.isLoading && <Spin />}
      {tickets.data && (
        <Typography.Paragraph type="secondary" data-testid="ticket-count">
          {p('count', { count: tickets.data.length, pages: pages.length })}
        </Typography.Paragraph>
      )}
      <div className="gf-print-area">
        {pages.map((labels, i) => (
          <div
            key={i}
            className="gf-print-page"
            style={
              format.medium === 'label'
                ? { width: `${format.label.widthMm}mm`, marginBottom: 12, boxShadow: '0 0 4px #ccc' }
                : {
                    width: '194mm',
                    display: 'grid',
                    gridTemplateColumns: `repeat(${grid.columns}, ${format.label.widthMm}mm)`,
                    gap: `${SHEET_GAP_MM}mm`,
                    padding: 8,
                    marginBottom: 12,
                    boxShadow: '0 0 4px #ccc',
                    background: '#fff',
                  }
            }
          >
            {labels.map((ticket, j) => (
              <TicketLabel
                key={`${ticket.id}-${ticket.groupName ?? ''}-${ticket.copy}-${j}`}
                ticket={ticket}
                size={format.label}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
