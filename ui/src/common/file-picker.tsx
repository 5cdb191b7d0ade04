import { Callout, FileInput } from '@blueprintjs/core';
import { useState } from 'react';
import { formatSizeK } from './format';
import './file-picker.css';
import { t } from './widgets.messages';

export interface FileRules {
  /** MIME types accepted; a value ending in '/*' accepts the whole family. */
  accept: readonly string[];
  maxBytes: number;
  maxFiles: number;
}

const accepted = (file: File, accept: readonly string[]) =>
  accept.some((type) =>
    type.endsWith('/*') ? file.type.startsWith(type.slice(0, -1)) : file.type === type,
  );

/** Splits picked files into the ones that follow the rules and a reason for each one that does not. */
export function checkFiles(
  files: readonly File[],
  rules: FileRules,
  alreadyPicked = 0,
): { ok: File[]; rejected: string[] } {
  const ok: File[] = [];
  const rejected: string[] = [];
  for (const file of files) {
    if (!accepted(file, rules.accept))
      rejected.push(`${file.name}: this file type is not allowed.`);
    else if (file.size > rules.maxBytes)
      rejected.push(
        `${file.name}: ${formatSizeK(file.size)} is larger than the limit of ${formatSizeK(rules.maxBytes)}.`,
      );
    else if (alreadyPicked + ok.length >= rules.maxFiles)
      rejected.push(`${file.name}: at most ${rules.maxFiles} files can be added.`);
    else ok.push(file);
  }
  return { ok, rejected };
}

interface FilePickerProps {
  rules: FileRules;
  multiple?: boolean;
  disabled?: boolean;
  label: string;
  alreadyPicked?: number;
  onFiles: (files: File[]) => void;
}

/** A file input that applies type, size and count limits and says clearly what it refused. */
export function FilePicker({
  rules,
  multiple,
  disabled,
  label,
  alreadyPicked = 0,
  onFiles,
}: FilePickerProps) {
  const [rejected, setRejected] = useState<string[]>([]);
  const onChange = (e: React.ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const result = checkFiles(Array.from(input.files ?? []), rules, alreadyPicked);
    input.value = ''; // so that picking the same file again fires a change
    setRejected(result.rejected);
    if (result.ok.length) onFiles(result.ok);
  };
  return (
    <div className="cairn-file-picker">
      <FileInput
        fill
        size="large"
        disabled={disabled}
        text={label}
        buttonText={t('widgets.browse')}
        inputProps={{ accept: rules.accept.join(','), multiple, onChange }}
      />
      {rejected.length > 0 && (
        <Callout intent="warning" title={t('widgets.filesNotAdded')} compact>
          <ul className="cairn-file-picker__rejected">
            {rejected.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </Callout>
      )}
    </div>
  );
}
