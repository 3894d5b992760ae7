import { useState } from 'react';
import { Card, FileUpload, Select, useFormat, useT } from '@fairway/shared-ui';
import type { FileCategory, FileRecord } from '@fairway/shared-api/files';
import { filesApi } from '../api/client';
import { categoryLabel, uploadRules } from '../utils/categories';
import { messages } from '../utils/messages';

export type UploadCardProps = {
  categories: readonly FileCategory[];
  onUploaded: (file: FileRecord) => void;
};

/** Choose a category, then drop or choose files: the category's types and size limit apply. */
export function UploadCard({ categories, onUploaded }: UploadCardProps) {
  const format = useFormat();
  const t = useT(messages);
  const [category, setCategory] = useState(categories[0]?.name ?? '');
  const chosen = categories.find((c) => c.name === category);
  const rules = uploadRules(chosen, (items) => format.list(items));
  return (
    <Card title={t('uploadFiles')}>
      <Select
        label={t('category')}
        name="upload-category"
        value={category}
        options={categories.map((c) => ({ value: c.name, label: categoryLabel(c.name, t) }))}
        onValueChange={setCategory}
      />
      <FileUpload<FileRecord>
        {...rules}
        disabled={!chosen}
        onUpload={(file, options) => filesApi().upload(file, category, options)}
        onUploaded={onUploaded}
      />
    </Card>
  );
}
