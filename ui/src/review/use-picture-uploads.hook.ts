import { useCallback, useEffect, useRef, useState } from 'react';
import type { FileUpload } from '@cairn/contracts';
import { uploadFile } from '../common/file-upload.api';

export interface PictureUpload {
  id: string;
  file: File;
  previewUrl: string;
  status: 'waiting' | 'uploading' | 'uploaded' | 'failed';
  upload?: FileUpload;
}

export interface UploadTarget {
  hubCompanyUuid: string;
  latitude: number;
  longitude: number;
}

// Up to 100 pictures may be picked at once; a few at a time keeps the server and the page responsive.
const PARALLEL_UPLOADS = 3;

/** Uploads picked pictures to POST /api/admin/fileUploads, each becoming one entry. */
export function usePictureUploads() {
  const [items, setItems] = useState<PictureUpload[]>([]);
  const queue = useRef<Array<{ id: string; file: File; target: UploadTarget }>>([]);
  const running = useRef(0);
  const urls = useRef<string[]>([]);

  const patch = (id: string, change: Partial<PictureUpload>) =>
    setItems((all) => all.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const pump = useCallback(() => {
    while (running.current < PARALLEL_UPLOADS) {
      const next = queue.current.shift();
      if (!next) break;
      running.current += 1;
      patch(next.id, { status: 'uploading' });
      uploadFile('/api/admin/fileUploads', next.file, next.file.name, { ...next.target })
        .then((upload) => patch(next.id, { status: 'uploaded', upload }))
        .catch(() => patch(next.id, { status: 'failed' }))
        .finally(() => {
          running.current -= 1;
          pump();
        });
    }
  }, []);

  const add = useCallback(
    (files: File[], target: UploadTarget) => {
      const added = files.map((file) => {
        const previewUrl = URL.createObjectURL(file);
        urls.current.push(previewUrl);
        return { id: crypto.randomUUID(), file, previewUrl, status: 'waiting' as const };
      });
      setItems((all) => [...all, ...added]);
      queue.current.push(...added.map(({ id, file }) => ({ id, file, target })));
      pump();
    },
    [pump],
  );

  const remove = useCallback((id: string) => {
    queue.current = queue.current.filter((q) => q.id !== id);
    setItems((all) => all.filter((item) => item.id !== id));
  }, []);

  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  return { items, add, remove };
}
