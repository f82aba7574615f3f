import { PlusOutlined } from '@ant-design/icons';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { OptionPair } from './search-select.logic';

/** What a record's form gets when a select opens it to create a record. */
export interface CreateFormProps<R> {
  open: boolean;
  /** The text typed in the select when 新建 was chosen (a form may start its name with it). */
  keyword: string;
  onClose: () => void;
  /** Call with the saved record: the select chooses it. */
  onSaved: (record: R) => void;
}

/**
 * 新建 inside a select (reference: every select of a record a clerk may lack): "+ 新建" is the first option; it opens
 * the record's own form in a drawer, and the saved record becomes the select's choice.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each select creates its own kind of record
export interface SelectCreate<R = any> {
  /** The option's text; "新建" by default. */
  label?: ReactNode;
  /** The code creating needs; the option is not offered without it. */
  permission?: string | null;
  /** The record's form, in a drawer. */
  render: (props: CreateFormProps<R>) => ReactNode;
  /** The saved record as an option of this select. */
  toOption: (record: R) => OptionPair;
  /** After the new record is chosen (e.g. a size group's sizes pre-selected). */
  onCreated?: (record: R, option: OptionPair) => void;
}

/** The value of the 新建 option: never a record id, never sent anywhere. */
export const CREATE_VALUE = '__create__';

export function CreateOptionLabel({ label }: { label: ReactNode }) {
  return (
    <span data-testid="select-create" style={{ color: 'var(--ant-color-primary, #1677ff)' }}>
      <PlusOutlined style={{ marginInlineEnd: 6 }} />
      {label}
    </span>
  );
}

/** True when a select's new value holds the 新建 option. */
export function choosesCreate(value: unknown): boolean {
  return Array.isArray(value) ? value.includes(CREATE_VALUE) : value === CREATE_VALUE;
}

/**
 * A record form loaded on first use (its code stays out of the page that merely offers 新建): `render` of a
 * SelectCreate from a module's named export taking CreateFormProps.
 */
export function lazyCreateForm<R, M>(load: () => Promise<M>, name: keyof M): (props: CreateFormProps<R>) => ReactNode {
  const Form = lazy(() => load().then((m) => ({ default: m[name] as ComponentType<CreateFormProps<R>> })));
  function LazyCreateForm(props: CreateFormProps<R>) {
    return (
      <Suspense fallback={null}>
        <Form {...props} />
      </Suspense>
    );
  }
  return (props) => <LazyCreateForm {...props} />;
}
