import { App, Form, type FormInstance } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { showServerFieldErrors } from '../forms/server-field-errors';

export interface DrawerFormOptions<TValues, TRecord, TBody, TSaved> {
  open: boolean;
  /** A form made by the caller, when it needs one before this hook (e.g. for Form.useWatch). */
  form?: FormInstance<TValues>;
  /** The record being edited; null or undefined when creating. */
  record: TRecord | null | undefined;
  /** Form values for an edited record (filled each time the drawer opens). */
  toValues?: (record: TRecord) => Partial<TValues>;
  /** Form values for a new record; undefined leaves the form empty. Also used after "save and continue". */
  defaults?: () => Partial<TValues> | undefined;
  /** Extra work each time the drawer opens, after the form is filled (e.g. resetting local state). */
  onOpen?: () => void;
  /** Another value whose change refills the form while open (e.g. a default group). */
  fillKey?: unknown;
  /** Validated values to the request body (trim here); null stops quietly (the caller may warn first). */
  toBody: (values: TValues) => TBody | null;
  /** Sends the body: add or edit. What it returns goes to successMessage and onSaved. */
  submit: (body: TBody) => Promise<TSaved>;
  /** The toast after saving; none when omitted. */
  successMessage?: string | ((saved: TSaved) => string);
  onSaved: (saved: TSaved) => void;
  onClose: () => void;
}

export interface DrawerForm<TValues> {
  form: FormInstance<TValues>;
  saving: boolean;
  isEditing: boolean;
  /** Validates, submits, toasts, calls onSaved; closes, or with `again` (creating only) clears the form for the next one. */
  save: (again?: boolean) => Promise<void>;
}

/**
 * The add/edit drawer's form logic in one place: fill on open, validate, build the body, submit with a
 * saving flag, success toast, onSaved then close. Request errors are shown by the api client (bad input naming
 * the form's fields under those fields instead), so they are swallowed here and the drawer stays open.
 */
export function useDrawerForm<TValues, TRecord, TBody, TSaved = void>(
  options: DrawerFormOptions<TValues, TRecord, TBody, TSaved>,
): DrawerForm<TValues> {
  const { open, record, fillKey } = options;
  const { message } = App.useApp();
  const [form] = Form.useForm<TValues>(options.form);
  const [saving, setSaving] = useState(false);
  // The fill callbacks are usually inline closures: keep the latest without refilling on every render.
  const latest = useRef(options);
  latest.current = options;

  const fill = (r: TRecord | null | undefined) => {
    form.resetFields();
    const { toValues, defaults } = latest.current;
    const values = r ? toValues?.(r) : defaults?.();
    // antd types setFieldsValue with its own RecursivePartial; a Partial of the values is what it takes.
    if (values) form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
  };

  useEffect(() => {
    if (!open) return;
    fill(record);
    latest.current.onOpen?.();
    // `fill` reads the latest options through the ref; only these inputs mean "fill again".
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, record, fillKey, form]);

  const save = async (again = false) => {
    let values: TValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const { toBody, submit, successMessage, onSaved, onClose } = options;
    const body = toBody(values);
    if (body === null) return;
    setSaving(true);
    try {
      const saved = await submit(body);
      if (successMessage !== undefined)
        message.success(typeof successMessage === 'function' ? successMessage(saved) : successMessage);
      onSaved(saved);
      if (again && !record) fill(null);
      else onClose();
    } catch (error) {
      // Bad input naming this form's fields is shown under them; anything else by the api client's toast.
      showServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  return { form, saving, isEditing: Boolean(record), save };
}

/** Text fields trimmed, blanks as null; other values as they are (undefined as null). */
export function trimFields<T extends object, K extends keyof T>(values: T, keys: readonly K[]): Record<K, unknown> {
  return Object.fromEntries(
    keys.map((k) => {
      const v = values[k];
      return [k, typeof v === 'string' ? v.trim() || null : (v ?? null)];
    }),
  ) as Record<K, unknown>;
}
