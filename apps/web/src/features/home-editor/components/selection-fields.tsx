import { FileInput, Group, Select, TextInput } from '@mantine/core';
import { labelColors, msg } from '@simmer/contracts';
import { IconPhoto } from '@tabler/icons-react';
import { z } from 'zod';

export type SelectionValues = {
  cover: File | null;
  title: string;
  color: string | null;
};
export const emptySelection: SelectionValues = { cover: null, title: '', color: null };

const imageTypes = ['image/png', 'image/jpeg'];
/** Cover and title images accept png, jpg and jpeg (spec 002 §5); the server checks the bytes again. */
export const isImageFile = (f: File) => imageTypes.includes(f.type) || /\.(png|jpe?g)$/i.test(f.name);

/** The page's own check before sending: the same messages the server answers. */
export function selectionError(v: SelectionValues, opts: { coverRequired: boolean; withLabel: boolean }) {
  if (v.cover && !isImageFile(v.cover)) return msg.wrongFileType;
  if (opts.coverRequired && !v.cover) return msg.carouselCoverRequired;
  if (opts.withLabel && v.color && !v.title.trim()) return msg.carouselLabelTextRequired;
  if (opts.withLabel && v.title.trim() && !v.color) return msg.carouselLabelColorRequired;
  return null;
}

/**
 * The same check as a form schema (for `useContractForm`): its message is the form's own,
 * under `form`, shown above the buttons.
 */
export const selectionSchema = (opts: { coverRequired: boolean; withLabel: boolean }) =>
  z
    .object({ cover: z.custom<File | null>(), title: z.string(), color: z.string().nullable() })
    .superRefine((v, ctx) => {
      const problem = selectionError(v, opts);
      if (problem) ctx.addIssue({ code: 'custom', path: ['form'], message: problem });
    });

/** Cover image, then an optional label text and colour (violet, yellow or black). */
export function SelectionFields({
  value,
  onChange,
  withLabel,
  coverRequired,
  defaultCover,
}: {
  value: SelectionValues;
  onChange: (v: SelectionValues) => void;
  withLabel: boolean;
  coverRequired: boolean;
  /** The item's own image, used as the cover when none is chosen. */
  defaultCover?: string | null;
}) {
  return (
    <>
      <FileInput
        label="Cover image"
        description={
          defaultCover ? 'png, jpg or jpeg. Leave empty to use the content’s own image.' : 'png, jpg or jpeg'
        }
        placeholder={defaultCover ? 'The content’s own image' : 'Choose a cover image'}
        accept="image/png,image/jpeg,.png,.jpg,.jpeg"
        leftSection={<IconPhoto size={16} />}
        withAsterisk={coverRequired}
        clearable
        value={value.cover}
        onChange={(cover) => onChange({ ...value, cover })}
      />
      {withLabel && (
        <Group grow align="flex-start">
          <TextInput
            label="Label (optional)"
            maxLength={40}
            value={value.title}
            onChange={(e) => onChange({ ...value, title: e.currentTarget.value })}
          />
          <Select
            label="Label colour"
            placeholder="No label"
            clearable
            data={labelColors.map((c) => ({ value: c, label: c[0]?.toUpperCase() + c.slice(1) }))}
            value={value.color}
            onChange={(color) => onChange({ ...value, color })}
          />
        </Group>
      )}
    </>
  );
}
