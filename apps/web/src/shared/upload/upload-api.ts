import type { StoredFileView } from '@gf/contracts';
import { api } from '../api';

export const uploadApi = {
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api.post<StoredFileView>('file/upload', form);
  },
};
