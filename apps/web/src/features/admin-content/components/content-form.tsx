import { Button, Group, Paper, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { msg } from '@simmer/contracts';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { type ZodType, z } from 'zod';
import { errorMessage } from '../../../lib/api';
import { serverErrors, useContractForm } from '../../../lib/form';
import { contentKeys, type TagTarget } from '../api/content-api';
import { ImageField } from './image-field';
import { TagsButton } from './tags-button';
import { type UploadedVideo, VideoFileField } from './video-file-field';

/** What every admin content item has that the form reads. */
export interface ContentItem {
  id: number;
  title: string;
  is_publish: boolean;
  tags_names: string[];
}

export type FormValues = Record<string, unknown>;
type Sent = Record<string, string | boolean | File | null | undefined>;

interface BaseField<Item> {
  /** The value's key in the form, and the multipart field it is sent as. */
  name: string;
  /**
   * The message under the field when it is left empty (blank text, no image stored or
   * chosen, no video). Without it the field may stay empty.
   */
  required?: string;
  /** The contract's schema of the field: its first message shows once the field is filled. */
  rule?: ZodType;
  /** Server error keys shown on this field too (e.g. `video_asset_id` on the video). */
  aliases?: readonly string[];
  /** Consecutive `half` fields share a row on wide screens. */
  half?: boolean;
  /** Its value when the form opens (from the stored item, or the page). */
  initial?: (item: Item | undefined, context: FormContext) => unknown;
}

export interface TextField<Item> extends BaseField<Item> {
  kind: 'text' | 'url' | 'textarea';
  label: string;
  maxLength?: number;
  placeholder?: string;
}
export interface ImageFieldSpec<Item> extends BaseField<Item> {
  kind: 'image';
  label: string;
  /** The stored image's address. */
  current: (item: Item | undefined) => string | null | undefined;
}
export interface VideoFieldSpec<Item> extends BaseField<Item> {
  kind: 'video';
  /** The stored video's asset id (the field is filled when there is one). */
  current: (item: Item | undefined) => string | null | undefined;
  /** What the field shows for the stored video. */
  currentName: (item: Item | undefined) => string | null;
  /** The multipart field the uploaded file's name is sent as. */
  fileNameField: string;
  /** A message that blocks the upload given the form's values (e.g. a name too short), or null. */
  beforeStart?: (values: FormValues) => string | null;
}
export interface SwitchField<Item> extends BaseField<Item> {
  kind: 'switch';
  label: string;
}
/** A value the page gives (the episode's show): no input, its message shows as an alert. */
export interface HiddenField<Item> extends BaseField<Item> {
  kind: 'hidden';
}

export type ContentField<Item> =
  | TextField<Item>
  | ImageFieldSpec<Item>
  | VideoFieldSpec<Item>
  | SwitchField<Item>
  | HiddenField<Item>;

export interface FormContext {
  /** The show a new episode belongs to. */
  showId?: number | null;
}

/** One kind of admin content: its fields and how it is saved, published and left. */
export interface ContentType<Item extends ContentItem> {
  fields: readonly ContentField<Item>[];
  create: (fields: Sent) => Promise<{ msg: string; data: { id: number } }>;
  update: (id: number, fields: Sent) => Promise<{ msg: string; data: { id: number } }>;
  /** Where a newly created item is edited (a show's episodes, an item's recipes are added there). */
  editPath: (id: number) => string;
  /** Where Cancel (and a publish) leads, given the form's values. */
  exitTo: (values: FormValues) => string;
  cancelLabel: (item: Item | undefined) => string;
  tagTarget: (id: number) => TagTarget;
  /** The message shown when the form is refused before sending, given its field errors. */
  invalidNotice?: (errors: Record<string, string>) => string;
  publish?: {
    label: string;
    run: (id: number) => Promise<{ msg: string }>;
    /** A message that stops the publish before it is sent (e.g. no title), or null. */
    blocked?: (item: Item) => string | null;
    /** Asks first: the dialog's text. */
    confirm?: (item: Item) => string;
    /** Read the item again when the publish is refused (its state may have changed). */
    refreshOnError?: (id: number) => QueryKey;
  };
  /** What follows the form (a show's episodes, an item's recipes). */
  after: (item: Item | undefined) => ReactNode;
}

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && !value.trim());

/** Whether a field holds something: a new file or video, or the stored one. */
function filled<Item>(field: ContentField<Item>, value: unknown, item: Item | undefined) {
  if (field.kind === 'image') return !isBlank(value) || !isBlank(field.current(item));
  if (field.kind === 'video')
    return !isBlank((value as UploadedVideo | null)?.assetId) || !isBlank(field.current(item));
  return !isBlank(value);
}

/** The message a field shows for its value, or null when it is valid. */
export function fieldMessage<Item>(field: ContentField<Item>, value: unknown, item: Item | undefined) {
  if (!filled(field, value, item)) return field.required ?? null;
  if (field.rule && !isBlank(value)) {
    const result = field.rule.safeParse(value);
    if (!result.success) return result.error.issues[0]?.message ?? msg.invalidInput;
  }
  return null;
}

/** The form's schema, read off its fields: each field checked by `fieldMessage`. */
export function contentSchema<Item>(fields: readonly ContentField<Item>[], item: Item | undefined) {
  return z.object(
    Object.fromEntries(
      fields.map((field) => [
        field.name,
        z.unknown().superRefine((value, ctx) => {
          const message = fieldMessage(field, value, item);
          if (message) ctx.addIssue({ code: 'custom', message });
        }),
      ]),
    ),
  );
}

/** The values a form opens with. */
export function initialValues<Item>(
  fields: readonly ContentField<Item>[],
  item: Item | undefined,
  context: FormContext,
): FormValues {
  return Object.fromEntries(
    fields.map((field) => {
      if (field.initial) return [field.name, field.initial(item, context)];
      if (field.kind === 'image' || field.kind === 'video') return [field.name, null];
      if (field.kind === 'switch')
        return [field.name, Boolean((item as Record<string, unknown> | undefined)?.[field.name])];
      return [field.name, ((item as Record<string, unknown> | undefined)?.[field.name] as string) ?? ''];
    }),
  );
}

/** What a save sends: text as typed (a link trimmed), new images as files, an uploaded video as its ids. */
export function sentFields<Item>(fields: readonly ContentField<Item>[], values: FormValues): Sent {
  const sent: Sent = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'video') {
      const video = value as UploadedVideo | null;
      sent.video_asset_id = video?.assetId;
      sent.video_playback_id = video?.playbackId;
      sent[field.fileNameField] = video?.fileName;
    } else if (field.kind === 'hidden') sent[field.name] = isBlank(value) ? undefined : String(value);
    else if (field.kind === 'url') sent[field.name] = String(value ?? '').trim();
    else sent[field.name] = value as Sent[string];
  }
  return sent;
}

/** A refused publish's message and its setter (see `usePublishRefusal`). */
export type PublishRefusal = readonly [string | null, (message: string | null) => void];

/** The refusal of the item's publish, kept by a page across redraws of its form. */
export function usePublishRefusal(itemKey: string): PublishRefusal {
  const [state, setState] = useState<{ key: string; message: string | null }>({
    key: itemKey,
    message: null,
  });
  const message = state.key === itemKey ? state.message : null;
  return [message, (next) => setState({ key: itemKey, message: next })];
}

/**
 * The admin content form (spec 002 §2.10, §4, §5), drawn from a description of its fields:
 * shows, episodes, videos and YouTube recipes are the same form with different fields. An
 * error shows under its field on Save and goes as soon as the field is valid.
 */
export function ContentForm<Item extends ContentItem>({
  type,
  item,
  context = {},
  refusal,
}: {
  type: ContentType<Item>;
  item?: Item;
  context?: FormContext;
  /**
   * Where a refused publish is kept, when the page redraws the form after reading the item again
   * (its key follows the item's read): held by the page so the message stays next to the button.
   */
  refusal?: PublishRefusal;
}) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { fields } = type;
  const [tags, setTags] = useState(item?.tags_names ?? []);
  const form = useContractForm(contentSchema(fields, item), initialValues(fields, item, context), {
    // An error goes when its field becomes valid, not on any change (blank text stays missing).
    clearInputErrorOnChange: false,
  });

  const set = (field: ContentField<Item>, value: unknown) => {
    form.setFieldValue(field.name, value);
    if (fieldMessage(field, value, item) === null) {
      for (const key of [field.name, ...(field.aliases ?? [])]) form.clearFieldError(key);
    }
  };
  const errorOf = (field: ContentField<Item>) => {
    for (const key of [field.name, ...(field.aliases ?? [])]) {
      const error = form.errors[key];
      if (error) return String(error);
    }
    return undefined;
  };

  const save = useMutation({
    mutationFn: (values: FormValues) =>
      item ? type.update(item.id, sentFields(fields, values)) : type.create(sentFields(fields, values)),
    onSuccess: async (res) => {
      notifications.show({ color: 'green', message: res.msg });
      await client.invalidateQueries({ queryKey: contentKeys.all });
      for (const field of fields) {
        if (field.kind === 'image' || field.kind === 'video') form.setFieldValue(field.name, null);
      }
      // A new item moves to its edit route, where episodes and recipes can be added (spec 002 §4).
      if (!item) navigate(type.editPath(res.data.id), { replace: true });
    },
    onError: (error) => {
      serverErrors(form, error);
      notifications.show({ color: 'red', message: errorMessage(error) });
    },
  });

  const own = useState<string | null>(null);
  const [publishRefusal, setPublishRefusal] = refusal ?? own;
  const publishing = useMutation({
    mutationFn: (id: number) => type.publish!.run(id),
    onSuccess: async (res) => {
      notifications.show({ color: 'green', message: res.msg });
      await client.invalidateQueries({ queryKey: contentKeys.all });
      navigate(type.exitTo(form.values));
    },
    onError: async (error, id) => {
      // Said on the page, next to the button (a toast alone goes unnoticed).
      setPublishRefusal(errorMessage(error));
      const key = type.publish?.refreshOnError?.(id);
      if (key) await client.invalidateQueries({ queryKey: key });
    },
  });
  const publish = () => {
    const spec = type.publish;
    if (!item || !spec) return;
    const blocked = spec.blocked?.(item);
    setPublishRefusal(blocked ?? null);
    if (blocked) return;
    if (!spec.confirm) return publishing.mutate(item.id);
    modals.openConfirmModal({
      title: spec.label,
      children: <Text size="sm">{spec.confirm(item)}</Text>,
      labels: { confirm: msg.confirmYes, cancel: msg.confirmNo },
      onConfirm: () => publishing.mutate(item.id),
    });
  };

  const input = (field: ContentField<Item>) => {
    const value = form.values[field.name];
    const error = errorOf(field);
    switch (field.kind) {
      case 'text':
      case 'url':
        return (
          <TextInput
            key={field.name}
            label={field.label}
            type={field.kind === 'url' ? 'url' : undefined}
            placeholder={field.placeholder}
            value={value as string}
            onChange={(e) => set(field, e.currentTarget.value)}
            error={error}
            maxLength={field.maxLength}
          />
        );
      case 'textarea':
        return (
          <Textarea
            key={field.name}
            label={field.label}
            placeholder={field.placeholder}
            value={value as string}
            onChange={(e) => set(field, e.currentTarget.value)}
            error={error}
            autosize
            minRows={3}
            maxLength={field.maxLength}
          />
        );
      case 'image':
        return (
          <ImageField
            key={field.name}
            label={field.label}
            current={field.current(item)}
            value={value as File | null}
            onChange={(file) => set(field, file)}
            error={error}
          />
        );
      case 'switch':
        return (
          <Switch
            key={field.name}
            label={field.label}
            checked={Boolean(value)}
            onChange={(e) => set(field, e.currentTarget.checked)}
          />
        );
      case 'video':
        return (
          <VideoFileField
            key={field.name}
            currentName={field.currentName(item)}
            uploaded={value as UploadedVideo | null}
            onUploaded={(video) => set(field, video)}
            beforeStart={field.beforeStart ? () => field.beforeStart!(form.values) : undefined}
            error={error}
          />
        );
      case 'hidden':
        return null;
    }
  };

  // Consecutive half-width fields share a row.
  const rows: ContentField<Item>[][] = [];
  for (const field of fields) {
    const last = rows[rows.length - 1];
    if (field.half && last?.[0]?.half) last.push(field);
    else rows.push([field]);
  }

  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <form
          noValidate
          onSubmit={form.onSubmit(
            (values) => save.mutate(values),
            (errors) => {
              const notice = type.invalidNotice?.(errors as Record<string, string>);
              if (notice) notifications.show({ color: 'red', message: notice });
            },
          )}
        >
          <Stack>
            {rows.map((row) =>
              row.length > 1 ? (
                <SimpleGrid key={row[0]!.name} cols={{ base: 1, sm: 2 }}>
                  {row.map(input)}
                </SimpleGrid>
              ) : (
                input(row[0]!)
              ),
            )}
            {item && <TagsButton target={type.tagTarget(item.id)} tags={tags} onSaved={setTags} />}
            {fields
              .filter((field) => field.kind === 'hidden' && errorOf(field))
              .map((field) => (
                <Text key={field.name} c="red" size="sm" role="alert">
                  {errorOf(field)}
                </Text>
              ))}
            <Group justify="flex-end" wrap="wrap">
              <Button variant="default" onClick={() => navigate(type.exitTo(form.values))}>
                {type.cancelLabel(item)}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {msg.contentSaveChanges}
              </Button>
              {item && type.publish && !item.is_publish && (
                <Button
                  color="green"
                  onClick={publish}
                  loading={publishing.isPending}
                  aria-describedby={publishRefusal ? 'content-publish-refusal' : undefined}
                >
                  {type.publish.label}
                </Button>
              )}
            </Group>
            {item && type.publish && !item.is_publish && publishRefusal && (
              <Text id="content-publish-refusal" c="red" size="sm" ta="right" role="alert">
                {publishRefusal}
              </Text>
            )}
          </Stack>
        </form>
      </Paper>
      {type.after(item)}
    </Stack>
  );
}
