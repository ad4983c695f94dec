import {
  Alert,
  Box,
  Button,
  Container,
  Group,
  Loader,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type Newsletter,
  type NewsletterCard,
  type NewsletterInput,
  type NewsletterSegment,
  newsletterSegments,
  segmentLabels,
} from '@simmer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import ColourTextEditor from '../../../components/rich-text/colour-text-editor';
import { errorMessage } from '../../../lib/api';
import {
  createNewsletter,
  newsletterCards,
  newsletterKeys,
  sendNewsletter,
  sendTestNewsletter,
  updateNewsletter,
  useNewsletter,
} from '../api/newsletters-api';
import { ProgressText } from './newsletters-management-page';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const kindLabel: Record<NewsletterCard['kind'], string> = {
  recipe: 'Recipe',
  video: 'Video',
  show: 'Show',
  product: 'Product',
};
/** A card as the editor keeps it: a linked paragraph (what the mail and the sanitizer allow). */
const cardHtml = (c: NewsletterCard) =>
  `<p><a href="${esc(c.url)}"><strong>${kindLabel[c.kind]}: ${esc(c.title)}</strong></a></p>`;

/** /newsletter-editor/:newsletterId ('new' for a new one): write, preview, test and send (decision 850). */
export default function NewsletterEditorPage() {
  const { newsletterId = 'new' } = useParams();
  const id = newsletterId === 'new' ? null : Number(newsletterId);
  const { data, isPending, error } = useNewsletter(id);
  if (id !== null && isPending) return <Loader aria-label="Loading the newsletter" m="xl" />;
  if (id !== null && error)
    return (
      <Container py="md">
        <Alert color="red" role="alert">
          {errorMessage(error)}
        </Alert>
      </Container>
    );
  return <Editor key={data?.id ?? 'new'} existing={data ?? null} />;
}

function Editor({ existing }: { existing: Newsletter | null }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState<NewsletterInput>({
    subject: existing?.subject ?? '',
    body_html: existing?.body_html ?? '',
    segment: existing?.segment ?? 'everyone',
    segment_plan: (existing?.segment_plan as 'monthly' | 'annual' | null) ?? null,
    segment_product_type: (existing?.segment_product_type as 'video' | 'episode' | null) ?? null,
    segment_product_id: existing?.segment_product_id ?? null,
    members_only: existing?.members_only ?? false,
  });
  const [editorKey, setEditorKey] = useState(0);
  const [width, setWidth] = useState('600');
  const [when, setWhen] = useState('');
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [q, setQ] = useState('');
  const [cards, setCards] = useState<NewsletterCard[] | null>(null);
  const draft = !existing || existing.status === 'draft';
  const set = (patch: Partial<NewsletterInput>) => setValues((v) => ({ ...v, ...patch }));

  const save = useMutation({
    mutationFn: async () => (existing ? updateNewsletter(existing.id, values) : createNewsletter(values)),
    onSuccess: (r) => {
      setNote({ ok: true, text: r.msg });
      client.invalidateQueries({ queryKey: newsletterKeys.all });
      if (!existing) navigate(`/newsletter-editor/${r.data.id}`, { replace: true });
    },
    onError: (e) => setNote({ ok: false, text: errorMessage(e) }),
  });
  const act = useMutation({
    mutationFn: async (what: 'test' | 'send' | 'schedule') => {
      if (!existing) throw new Error('Save the draft first.');
      await updateNewsletter(existing.id, values);
      if (what === 'test') return sendTestNewsletter(existing.id);
      return sendNewsletter(existing.id, what === 'schedule' && when ? new Date(when).toISOString() : null);
    },
    onSuccess: (r) => {
      setNote({ ok: true, text: r.msg });
      client.invalidateQueries({ queryKey: newsletterKeys.all });
    },
    onError: (e) => setNote({ ok: false, text: errorMessage(e) }),
  });
  const find = useMutation({
    mutationFn: () => newsletterCards(q),
    onSuccess: (r) => setCards(r.results),
    onError: (e) => setNote({ ok: false, text: errorMessage(e) }),
  });
  const insert = (c: NewsletterCard) => {
    set({ body_html: `${values.body_html ?? ''}${cardHtml(c)}` });
    setEditorKey((k) => k + 1);
  };

  return (
    <Container size="lg" py="md">
      <Stack>
        <Group justify="space-between">
          <Title order={1} size="h2">
            {existing ? 'Newsletter' : 'New newsletter'}
          </Title>
          {existing && (
            <Group gap="xs">
              <Text size="sm">Status: {existing.status}</Text>
              <ProgressText n={existing} />
            </Group>
          )}
        </Group>
        {note && (
          <Alert color={note.ok ? 'green' : 'red'} role={note.ok ? 'status' : 'alert'}>
            {note.text}
          </Alert>
        )}
        <TextInput
          label="Subject"
          value={values.subject}
          onChange={(e) => set({ subject: e.currentTarget.value })}
          disabled={!draft}
          required
        />
        {draft ? (
          <ColourTextEditor
            key={editorKey}
            label="Newsletter"
            colours={false}
            initial={values.body_html ?? ''}
            onChange={(html) => set({ body_html: html })}
            testId="newsletter-body"
          />
        ) : null}
        {draft && (
          <Paper withBorder p="sm">
            <Stack gap="xs">
              <Text fw={600}>Insert a card</Text>
              <Group align="end">
                <TextInput
                  label="Find a recipe, video, show or product"
                  value={q}
                  onChange={(e) => setQ(e.currentTarget.value)}
                  style={{ flex: 1 }}
                />
                <Button variant="light" onClick={() => find.mutate()} loading={find.isPending}>
                  Search
                </Button>
              </Group>
              {cards && cards.length === 0 && <Text size="sm">Nothing found.</Text>}
              {cards?.map((c) => (
                <Group key={c.url} justify="space-between" wrap="nowrap">
                  <Text size="sm">
                    {kindLabel[c.kind]}: {c.title}
                  </Text>
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={() => insert(c)}
                    aria-label={`Insert ${c.title}`}
                  >
                    Insert
                  </Button>
                </Group>
              ))}
            </Stack>
          </Paper>
        )}
        <Group grow align="start">
          <Select
            label="Send to"
            data={newsletterSegments.map((s) => ({ value: s, label: segmentLabels[s] }))}
            value={values.segment}
            onChange={(v) => v && set({ segment: v as NewsletterSegment })}
            allowDeselect={false}
            disabled={!draft}
          />
          {values.segment === 'plan' && (
            <Select
              label="Plan"
              data={[
                { value: 'monthly', label: 'Monthly' },
                { value: 'annual', label: 'Annual' },
              ]}
              value={values.segment_plan ?? null}
              onChange={(v) => set({ segment_plan: v as 'monthly' | 'annual' | null })}
              disabled={!draft}
            />
          )}
          {values.segment === 'buyers' && (
            <>
              <Select
                label="Item type"
                data={[
                  { value: 'video', label: 'Video' },
                  { value: 'episode', label: 'Episode' },
                ]}
                value={values.segment_product_type ?? null}
                onChange={(v) => set({ segment_product_type: v as 'video' | 'episode' | null })}
                disabled={!draft}
              />
              <NumberInput
                label="Item id"
                min={1}
                value={values.segment_product_id ? Number(values.segment_product_id) : ''}
                onChange={(v) => set({ segment_product_id: typeof v === 'number' ? v : null })}
                disabled={!draft}
              />
            </>
          )}
        </Group>
        <Switch
          label="Members only (no public web page)"
          checked={values.members_only ?? false}
          onChange={(e) => set({ members_only: e.currentTarget.checked })}
          disabled={!draft}
        />
        <Paper withBorder p="sm">
          <Group justify="space-between" mb="xs">
            <Text fw={600}>Preview</Text>
            <SegmentedControl
              aria-label="Preview width"
              value={width}
              onChange={setWidth}
              data={[
                { value: '600', label: 'Desktop' },
                { value: '375', label: 'Phone' },
              ]}
            />
          </Group>
          <Box
            data-testid="newsletter-preview"
            style={{
              width: `min(100%, ${width}px)`,
              margin: '0 auto',
              border: '1px solid #ddd',
              padding: 16,
            }}
          >
            <Text fw={700}>{values.subject || 'Subject'}</Text>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the editor's own HTML, cleaned again by the server */}
            <div dangerouslySetInnerHTML={{ __html: values.body_html ?? '' }} />
          </Box>
        </Paper>
        {draft && (
          <Group>
            <Button onClick={() => save.mutate()} loading={save.isPending}>
              Save draft
            </Button>
            <Button
              variant="light"
              disabled={!existing}
              onClick={() => act.mutate('test')}
              loading={act.isPending}
            >
              Send me a test
            </Button>
            <Button
              color="orange"
              disabled={!existing}
              onClick={() => act.mutate('send')}
              loading={act.isPending}
            >
              Send now
            </Button>
            <TextInput
              type="datetime-local"
              aria-label="Send at"
              value={when}
              onChange={(e) => setWhen(e.currentTarget.value)}
            />
            <Button variant="outline" disabled={!existing || !when} onClick={() => act.mutate('schedule')}>
              Schedule
            </Button>
          </Group>
        )}
      </Stack>
    </Container>
  );
}
