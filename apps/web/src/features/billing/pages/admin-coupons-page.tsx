import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  NumberInput,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type Coupon, CreateCouponSchema, fillMessage, msg } from '@simmer/contracts';
import { IconTicket } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api';
import { serverErrors, useContractForm } from '../../../lib/form';
import { formatDate } from '../../../lib/format';
import { useMoney } from '../../../lib/site-config';
import { createCoupon, deactivateCoupon, listCoupons, offersKeys } from '../api/offers-api';

const PAGE_SIZE = 20;

interface FormValues extends Record<string, unknown> {
  code: string;
  kind: 'percent' | 'amount';
  value: number | string;
  duration: 'once' | 'months' | 'forever';
  duration_months: number | string;
  expires_at: string;
  max_redemptions: number | string;
  plan: string;
}

const initial: FormValues = {
  code: '',
  kind: 'percent',
  value: 20,
  duration: 'once',
  duration_months: 3,
  expires_at: '',
  max_redemptions: '',
  plan: '',
};

/** The form's values as the endpoint takes them (money in cents, the day's end as expiry). */
function toBody(v: FormValues) {
  const num = (x: number | string) => (x === '' ? null : Number(x));
  return {
    code: v.code,
    kind: v.kind,
    value: v.kind === 'amount' ? Math.round(Number(v.value) * 100) : Number(v.value),
    duration: v.duration,
    duration_months: v.duration === 'months' ? num(v.duration_months) : null,
    expires_at: v.expires_at ? new Date(`${v.expires_at}T23:59:59Z`).toISOString() : null,
    max_redemptions: num(v.max_redemptions),
    plan: v.plan === 'monthly' || v.plan === 'annual' ? v.plan : null,
  } as const;
}

function NewCoupon() {
  const queryClient = useQueryClient();
  const form = useContractForm<FormValues>(formSchema, initial);
  const create = useMutation({
    mutationFn: (v: FormValues) => createCoupon(toBody(v)),
    onSuccess: async (res) => {
      notifications.show({ color: 'green', message: res.msg });
      form.reset();
      await queryClient.invalidateQueries({ queryKey: ['admin', 'coupons'] });
    },
    onError: (err) => {
      if (!serverErrors(form, err)) notifications.show({ color: 'red', message: errorMessage(err) });
    },
  });
  const v = form.getValues();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="new-coupon">
      <Title order={2} size="h4" id="new-coupon" mb="sm">
        {msg.couponNew}
      </Title>
      <form onSubmit={form.onSubmit((values) => create.mutate(values))} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <TextInput
            label={msg.couponCodeLabel}
            required
            autoComplete="off"
            {...form.getInputProps('code')}
          />
          <Select
            label={msg.couponKindLabel}
            data={[
              { value: 'percent', label: msg.couponKindPercent },
              { value: 'amount', label: msg.couponKindAmount },
            ]}
            allowDeselect={false}
            {...form.getInputProps('kind')}
          />
          <NumberInput
            label={msg.couponValueLabel}
            min={v.kind === 'percent' ? 1 : 0.01}
            max={v.kind === 'percent' ? 100 : undefined}
            decimalScale={v.kind === 'percent' ? 0 : 2}
            suffix={v.kind === 'percent' ? ' %' : undefined}
            required
            {...form.getInputProps('value')}
          />
          <Select
            label={msg.couponDurationLabel}
            data={[
              { value: 'once', label: msg.couponDurationOnce },
              { value: 'months', label: msg.couponDurationMonths },
              { value: 'forever', label: msg.couponDurationForever },
            ]}
            allowDeselect={false}
            {...form.getInputProps('duration')}
          />
          {v.duration === 'months' && (
            <NumberInput
              label={msg.couponMonthsLabel}
              min={1}
              max={36}
              {...form.getInputProps('duration_months')}
            />
          )}
          <TextInput type="date" label={msg.couponExpiresLabel} {...form.getInputProps('expires_at')} />
          <NumberInput
            label={msg.couponLimitLabel}
            min={1}
            allowDecimal={false}
            {...form.getInputProps('max_redemptions')}
          />
          <Select
            label={msg.couponPlanLabel}
            data={[
              { value: '', label: msg.couponAnyPlan },
              { value: 'monthly', label: msg.planMonthly },
              { value: 'annual', label: msg.planAnnual },
            ]}
            allowDeselect={false}
            {...form.getInputProps('plan')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={create.isPending}>
            {msg.couponCreate}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

/** The contract's schema over the form's values as they will be sent. */
const formSchema = z.preprocess((v) => toBody(v as FormValues), CreateCouponSchema);

/** /admin-coupons: coupon codes, made and deactivated by staff holding the offers permission. */
export default function AdminCouponsPage() {
  const money = useMoney();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: offersKeys.coupons(page),
    queryFn: () => listCoupons(page),
    placeholderData: keepPreviousData,
  });
  const deactivate = useMutation({
    mutationFn: (id: number) => deactivateCoupon(id),
    onSuccess: async (res) => {
      notifications.show({ color: 'green', message: res.msg });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'coupons'] });
    },
    onError: (err) => notifications.show({ color: 'red', message: errorMessage(err) }),
  });
  const confirmDeactivate = (c: Coupon) =>
    modals.openConfirmModal({
      title: msg.couponDeactivate,
      children: <Text size="sm">{fillMessage(msg.couponDeactivateConfirm, { code: c.code })}</Text>,
      labels: { confirm: msg.couponDeactivate, cancel: msg.confirmNo },
      confirmProps: { color: 'red' },
      onConfirm: () => deactivate.mutate(c.id),
    });

  const discount = (c: Coupon) => (c.kind === 'percent' ? `${c.value} %` : money(c.value));
  const lasts = (c: Coupon) =>
    c.duration === 'once'
      ? msg.couponDurationOnce
      : c.duration === 'forever'
        ? msg.couponDurationForever
        : `${c.duration_months} ${msg.couponMonthsLabel.toLowerCase()}`;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)) : 1;

  return (
    <Container size="xl" py="xl">
      <Stack>
        <div>
          <Title order={1} size="h2">
            {msg.couponsTitle}
          </Title>
          <Text c="dimmed" size="sm">
            {msg.couponsIntro}
          </Text>
        </div>
        <NewCoupon />
        {list.error && <Alert color="red">{errorMessage(list.error)}</Alert>}
        {list.isPending ? (
          <PageLoader />
        ) : list.data && list.data.results.length === 0 ? (
          <EmptyState message={msg.couponsEmpty} icon={<IconTicket size={36} />} />
        ) : list.data ? (
          <>
            <Table.ScrollContainer minWidth={720}>
              <Table striped aria-label={msg.couponsTitle}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{msg.couponCodeLabel}</Table.Th>
                    <Table.Th>{msg.couponValueLabel}</Table.Th>
                    <Table.Th>{msg.couponDurationLabel}</Table.Th>
                    <Table.Th>{msg.couponPlanLabel}</Table.Th>
                    <Table.Th>{msg.couponExpiresLabel}</Table.Th>
                    <Table.Th>{msg.couponLimitLabel}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.results.map((c) => (
                    <Table.Tr key={c.id} data-testid={`coupon-${c.code}`}>
                      <Table.Td>
                        <Stack gap={4} align="flex-start">
                          <Text ff="monospace" fw={600}>
                            {c.code}
                          </Text>
                          <Badge color={c.active ? 'green' : 'gray'} variant="light">
                            {c.active ? msg.couponActive : msg.couponInactiveLabel}
                          </Badge>
                        </Stack>
                      </Table.Td>
                      <Table.Td>{discount(c)}</Table.Td>
                      <Table.Td>{lasts(c)}</Table.Td>
                      <Table.Td>
                        {c.plan === 'annual'
                          ? msg.planAnnual
                          : c.plan === 'monthly'
                            ? msg.planMonthly
                            : msg.couponAnyPlan}
                      </Table.Td>
                      <Table.Td>{c.expires_at ? formatDate(c.expires_at) : msg.couponNoExpiry}</Table.Td>
                      <Table.Td>
                        {fillMessage(msg.couponRedeemedOf, {
                          redeemed: String(c.redeemed),
                          limit: c.max_redemptions === null ? msg.couponNoLimit : String(c.max_redemptions),
                        })}
                      </Table.Td>
                      <Table.Td ta="right">
                        {c.active && (
                          <Button
                            size="xs"
                            variant="light"
                            color="red"
                            onClick={() => confirmDeactivate(c)}
                            aria-label={`${msg.couponDeactivate} ${c.code}`}
                          >
                            {msg.couponDeactivate}
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
