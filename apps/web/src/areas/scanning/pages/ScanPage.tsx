import { CheckCircleFilled, CloseCircleFilled, HistoryOutlined } from '@ant-design/icons';
import type { BundleHistory, ScanResult } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Drawer, Empty, Input, Space, Tag, Typography, type InputRef } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api';
import { PageHeader } from '../../../shared/page';
import { SearchSelect, type OptionLoader } from '../../../shared/search-select';
import { scanningApi } from '../api/scanning-api';
import { BundleHistoryView } from '../components/BundleHistoryView';
import '../locales/register';
import '../scanning.css';

const nodeLoader: OptionLoader = async (keyword) =>
  (await scanningApi.nodes(keyword || undefined)).map((n) => ({
    value: n.missionNodeId,
    label: `${n.missionNo} · ${n.styleNo} · ${n.name}`,
  }));

/** One line of the session's list: a counted scan, or a refusal with its reason. */
type ScanLine = { key: number; code: string } & ({ ok: true; result: ScanResult } | { ok: false; reason: string });

/**
 * /scan (desk) and /m/scan (workbay phone, 360 px): the node is chosen once; then a scanner types each bundle ticket
 * and Enter into the focused input. Each scan is listed with what it was (or the reason it was refused, in red) and
 * the node's running count; the input is cleared and keeps the focus for the next one.
 */
export function ScanPage() {
  const { t } = useTranslation();
  const s = (k: string, o?: Record<string, unknown>) => t(`scanning.scan.${k}`, o);
  const [params, setParams] = useSearchParams();
  const nodeId = params.get('nodeId') ?? '';
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [lines, setLines] = useState<ScanLine[]>([]);
  const [history, setHistory] = useState<BundleHistory | null>(null);
  const input = useRef<InputRef>(null);
  const seq = useRef(0);
  const scans = useQuery({
    queryKey: ['scanning', 'node', nodeId],
    queryFn: () => scanningApi.nodeScans(nodeId),
    enabled: Boolean(nodeId),
  });

  const submit = async () => {
    const typed = code.trim();
    if (!typed || !nodeId || busy) return;
    setBusy(true);
    seq.current += 1;
    const key = seq.current;
    try {
      const result = await scanningApi.scan(typed, nodeId);
      setLines((old) => [{ key, code: typed, ok: true as const, result }, ...old].slice(0, 200));
    } catch (error) {
      const reason = error instanceof ApiError ? error.message : String(error);
      setLines((old) => [{ key, code: typed, ok: false as const, reason }, ...old].slice(0, 200));
    } finally {
      setCode('');
      setBusy(false);
      input.current?.focus();
    }
  };
  const openHistory = async (ticket: string) => setHistory(await scanningApi.history(ticket));
  const counted = lines.filter((l) => l.ok).length;
  const node = scans.data;

  return (
    <div className="scan-page">
      <PageHeader title={t('scanning.menu.scan')} back={false} actions={<Link to="/bundleTrack">{s('track')}</Link>} />
      <Card size="small" className="scan-card">
        <div className="scan-field">
          <Typography.Text strong>{s('pickNode')}</Typography.Text>
          <SearchSelect
            single
            loader={nodeLoader}
            value={nodeId || undefined}
            placeholder={s('pickHint')}
            style={{ width: '100%' }}
            data-testid="scan-node"
            onChange={(v) => {
              setLines([]);
              setParams(v ? { nodeId: String(v) } : {});
            }}
          />
        </div>
        {node && (
          <div className="scan-count" data-testid="scan-count">
            <Typography.Text type="secondary">
              {node.missionNo} · {node.nodeName}
            </Typography.Text>
            <div className="scan-count-figure">{s('count', { bundles: node.count.bundles, pieces: node.count.pieces })}</div>
          </div>
        )}
        {nodeId ? (
          <div className="scan-field">
            <Typography.Text strong>{s('scanLabel')}</Typography.Text>
            <Input
              ref={input}
              autoFocus
              size="large"
              value={code}
              placeholder={s('scanHint')}
              onChange={(e) => setCode(e.target.value)}
              onPressEnter={() => void submit()}
              data-testid="scan-input"
              autoComplete="off"
            />
          </div>
        ) : (
          <Empty description={s('empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
        )}
      </Card>
      {nodeId && (
        <Card size="small" title={s('sessionCount', { ok: counted, refused: lines.length - counted })}>
          {lines.length === 0 && <Typography.Text type="secondary">{s('noScans')}</Typography.Text>}
          <div data-testid="scan-lines">
            {lines.map((l) =>
              l.ok ? (
                <div key={l.key} className="scan-line scan-line-ok" data-testid="scan-line">
                  <CheckCircleFilled className="scan-line-icon" />
                  <div className="scan-line-body">
                    <Space wrap size={4}>
                      <Typography.Text strong>{l.result.ticketNo}</Typography.Text>
                      <Tag color={l.result.reportStatus === 2 ? 'green' : 'gold'}>
                        {l.result.reportStatus === 2 ? s('counted') : s('pending')}
                      </Tag>
                    </Space>
                    <div>
                      {s('line', {
                        styleNo: l.result.styleNo,
                        color: l.result.colorName ?? '',
                        size: l.result.sizeName ?? '',
                        num: l.result.num,
                        node: l.result.nodeName,
                      })}
                    </div>
                    <Typography.Text type="secondary">
                      {s('count', { bundles: l.result.count.bundles, pieces: l.result.count.pieces })}
                    </Typography.Text>
                  </div>
                  <Button
                    size="small"
                    type="text"
                    icon={<HistoryOutlined />}
                    onClick={() => void openHistory(l.result.ticketNo)}
                    aria-label={s('history')}
                  />
                </div>
              ) : (
                <div key={l.key} className="scan-line scan-line-refused" data-testid="scan-line">
                  <CloseCircleFilled className="scan-line-icon" />
                  <div className="scan-line-body">
                    <Space wrap size={4}>
                      <Typography.Text strong>{l.code}</Typography.Text>
                      <Tag color="red">{s('refused')}</Tag>
                    </Space>
                    <div className="scan-line-reason">{l.reason}</div>
                  </div>
                </div>
              ),
            )}
          </div>
        </Card>
      )}
      <Drawer
        open={Boolean(history)}
        onClose={() => setHistory(null)}
        title={s('history')}
        size={Math.min(720, window.innerWidth)}
      >
        {history && <BundleHistoryView history={history} />}
      </Drawer>
    </div>
  );
}
