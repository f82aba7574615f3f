import './a4-sheet.css';
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

export interface A4SheetProps {
  /** The area's own class beside gf-a4 (its extra rules) and the sheet's test id. */
  className: string;
  testId: string;
  /** The 返回 and 打印 buttons' texts (the area's strings), and the print button's test id. */
  backLabel: string;
  printLabel: string;
  printTestId: string;
  backTestId?: string;
  loading: boolean;
  /** The sheet's content; nothing is drawn until it is there. */
  children?: ReactNode;
}

/**
 * An A4 portrait print page that stands alone (no menu): 返回 and 打印 above the sheet (打印 is the browser's print, whose
 * CSS hides the buttons and the page's shadow). The order, the mission card and the mission adjustment print on it.
 */
export function A4Sheet(props: A4SheetProps) {
  const { className, testId, backLabel, printLabel, printTestId, backTestId, loading, children } = props;
  const navigate = useNavigate();
  return (
    <Spin spinning={loading}>
      <div className="gf-a4-bar">
        <Button onClick={() => void navigate(-1)} data-testid={backTestId}>
          {backLabel}
        </Button>
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()} data-testid={printTestId}>
          {printLabel}
        </Button>
      </div>
      {children && (
        <div className={`gf-a4 ${className}`} data-testid={testId}>
          {children}
        </div>
      )}
    </Spin>
  );
}
