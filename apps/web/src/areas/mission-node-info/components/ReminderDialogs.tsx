import { NOTE_PICTURES_MAX, type NodeNote } from '@gf/contracts';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { SearchSelect } from '../../../shared/search-select';
import { ImageUpload, type UploadedImage } from '../../../shared/upload';
import { nodeInfoApi } from '../api/node-info-api';

interface DialogProps {
  missionNodeId: string;
  onClose: () => void;
}

/** 设置警报: a manual alert (延误警报) with its text and the people told. */
export function AlertDialog({ missionNodeId, onClose }: DialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ message: string; notifyUserIds: string[] }>();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      await nodeInfoApi.addAlert(missionNodeId, { message: v.message.trim(), notifyUserIds: v.notifyUserIds ?? [] });
      onClose();
    } catch {
      // the api client shows the refusal
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={t('missionNodeInfo.reminders.setAlert')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      data-testid="node-alert-dialog"
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="message"
          label={t('missionNodeInfo.reminders.alertText')}
          rules={[{ required: true, whitespace: true, message: t('missionNodeInfo.reminders.alertText') }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount data-testid="node-alert-text" />
        </Form.Item>
        <Form.Item name="notifyUserIds" label={t('missionNodeInfo.reminders.notifyUsers')}>
          <SearchSelect loader={unitUserLoader} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 添加备注 / 编辑备注: the text, related people and up to 8 jpg / png pictures of at most 5 MB. */
export function NoteDialog({ missionNodeId, note, onClose }: DialogProps & { note?: NodeNote }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ content: string; chargers: string[]; pictures: UploadedImage[] }>();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const v = await form.validateFields();
    const body = {
      content: v.content.trim(),
      chargers: v.chargers ?? [],
      notePictureList: (v.pictures ?? []).map((p) => p.id),
    };
    setSaving(true);
    try {
      if (note) await nodeInfoApi.updateNote(missionNodeId, { id: note.id, ...body });
      else await nodeInfoApi.addNote(missionNodeId, body);
      onClose();
    } catch {
      // the api client shows the refusal
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      width={640}
      title={t(note ? 'missionNodeInfo.reminders.editNote' : 'missionNodeInfo.reminders.addNote')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      data-testid="node-note-dialog"
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          content: note?.content ?? '',
          chargers: note?.relatedUsers.map((u) => u.id) ?? [],
          pictures: note?.pictures ?? [],
        }}
      >
        <Form.Item
          name="content"
          label={t('missionNodeInfo.reminders.noteText')}
          rules={[{ required: true, whitespace: true, message: t('missionNodeInfo.reminders.noteText') }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="node-note-text" />
        </Form.Item>
        <Form.Item name="chargers" label={t('missionNodeInfo.reminders.relatedUsers')}>
          <SearchSelect
            loader={unitUserLoader}
            initialOptions={note?.relatedUsers.map((u) => ({ value: u.id, label: u.name }))}
          />
        </Form.Item>
        <Form.Item
          name="pictures"
          label={t('missionNodeInfo.reminders.pictures', { max: NOTE_PICTURES_MAX })}
          extra={t('missionNodeInfo.reminders.pictureRule')}
        >
          <ImageUpload maxCount={NOTE_PICTURES_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
