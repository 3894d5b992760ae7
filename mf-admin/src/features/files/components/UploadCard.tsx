import { useState } from 'react';
import { Card, FileUpload, Select } from '@fairway/shared-ui';
import { filesApi, type CategoryInfo, type FileRow } from '../api/files';
import { categoryLabel } from '../utils/categories';

export type UploadCardProps = {
  categories: readonly CategoryInfo[];
  onUploaded: (file: FileRow) => void;
};

/** Choose a category, then drop or choose files: the category's types and size limit apply. */
export function UploadCard({ categories, onUploaded }: UploadCardProps) {
  const [category, setCategory] = useState(categories[0]?.name ?? '');
  const chosen = categories.find((c) => c.name === category);
  return (
    <Card title="Upload files">
      <Select
        label="Category"
        name="upload-category"
        value={category}
        options={categories.map((c) => ({ value: c.name, label: categoryLabel(c.name) }))}
        onValueChange={setCategory}
      />
      <FileUpload<FileRow>
        accept={chosen?.allowedTypes ?? []}
        maxBytes={chosen?.maxBytes}
        disabled={!chosen}
        onUpload={(file, options) => filesApi.upload(file, category, options)}
        onUploaded={onUploaded}
      />
    </Card>
  );
}
