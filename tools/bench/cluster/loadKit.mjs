// What every phase of the cluster test shares: the checks it records, running workers side by side,
// a chat call that resends like the browser's outbox, and the database look-ups of what was charged.
import { createHash, randomUUID } from 'node:crypto';
import { apiCall, apiChatStream } from '../../lib/apiClient.mjs';

/** Messages of different lengths, so turns cost different amounts (the builtin mind answers each). */
export const CHAT_MESSAGES = [
  'Hello! I had a really good day at the park today. What should I do tomorrow?',
  'Can you tell me a fun fact about octopuses?',
  'I am learning to cook. What is an easy dinner for a beginner?',
  'What is 17 times 23?',
  'How do bees make honey?',
  'I feel a bit nervous about my exam next week. Any tips?',
  'Tell me a short story about a brave little fox.',
  'Why is the sky blue?',
];

/** A chat message picked by a counter. */
export function chatMessage(n) {
  return CHAT_MESSAGES[n % CHAT_MESSAGES.length];
}

/** A fresh clientMessageId (8-64 letters, digits, - or _). */
export function clientMessageIdNew() {
  return `c-${randomUUID()}`;
}

/** The SHA-256 hex of a PIN: what the browser sends (SPEC: PINs are compared by SHA-256). */
export function pinDigest(pin) {
  return createHash('sha256').update(pin).digest('hex');
}

/** Runs `count` workers side by side (worker(i)) and resolves when all have finished. */
export async function workers(count, worker) {
  await Promise.all(Array.from({ length: count }, (_, i) => worker(i)));
}

/** Counts of values: `{ value: n }`. */
export function tally(values) {
  const counts = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

/** The checks a run records; `print()` lists them and says whether all passed. */
export function checksCreate() {
  const results = [];
  return {
    results,
    /** Records one check: `ok` true or false, `detail` the figures that decided it. */
    check(phase, name, ok, detail = '') {
      results.push({ phase, name, ok: Boolean(ok), detail });
      console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
    },
    failed: () => results.filter((r) => !r.ok),
  };
}

/**
 * One signed-in chat turn through `base`, sent again with the SAME clientMessageId when the network
 * fails or the proxy answers 502 (as the browser's outbox does after an outage), up to `tries` times.
 * `stream` sends it as server-sent events. Resolves `{ status, reply, body, sends, cuts, sentAt }`:
 * `reply` is the chat reply (JSON body or the stream's `done`), `cuts` how many sends were cut by the
 * network, `sentAt` when the last send left (ms since the epoch).
 */
export async function chatTurn(base, account, { message, clientMessageId = clientMessageIdNew(), stream = false, headers = {}, conversationId, tries = 8 }) {
  const body = { userId: account.uid, message, clientMessageId, ...(conversationId ? { conversationId } : {}) };
  let cuts = 0;
  for (let send = 1; send <= tries; send += 1) {
    const sentAt = Date.now();
    try {
      if (stream) {
        const out = await apiChatStream(base, { headers: { ...account.auth, ...headers }, body });
        if (out.status === 502) continue;
        if (out.status !== 200) return { status: out.status, reply: null, body: out.body, sends: send, cuts };
        // An `error` event (the server failed mid-turn): nothing was stored; resend like the browser's Retry.
        if (out.done === null) continue;
        return { status: 200, reply: out.done, streamedText: out.text, body: out.done, sends: send, cuts, sentAt };
      }
      const res = await apiCall(base, { method: 'POST', path: '/api/chat', headers: { ...account.auth, ...headers }, body });
      if (res.status === 502) continue;
      return { status: res.status, reply: res.status === 200 ? res.body : null, body: res.body, sends: send, cuts, sentAt };
    } catch {
      cuts += 1;
    }
  }
  return { status: 0, reply: null, body: null, sends: tries, cuts };
}

/**
 * Sets an account's balance through the ledger, as an operator's adjustment would: one transaction
 * moves the balance and writes the ledger row, so "opening balance + ledger = balance" keeps holding.
 */
export async function balanceAdjust(sql, userId, balance) {
  const client = await sql.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query('select tokens_balance from users where id = $1 for update', [userId]);
    const delta = balance - rows[0].tokens_balance;
    await client.query('update users set tokens_balance = $2 where id = $1', [userId, balance]);
    await client.query(
      "insert into token_ledger (id, user_id, delta, reason, reference, balance_after, created_at) values (gen_random_uuid()::text, $1, $2, 'adjustment', 'cluster-test', $3, now())",
      [userId, delta, balance],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/** SPEC §9: a new account's opening balance (not a ledger row). */
export const OPENING_BALANCE = 1_000_000;

/**
 * The money facts of some accounts, from the database: per account its balance, the ledger's sum, the
 * lowest balance any ledger row recorded, whether the rows form one unbroken chain (each row's
 * balance_after is the one before minus its charge: no two charges saw the same balance), and the
 * chat charges with and without their stored assistant message — and the assistant messages with
 * and without exactly one charge of their tokens.
 */
export async function ledgerFacts(sql, userIds) {
  const { rows: users } = await sql.query('select id, tokens_balance, free_access from users where id = any($1)', [userIds]);
  const { rows: ledger } = await sql.query('select user_id, delta, reason, reference, balance_after from token_ledger where user_id = any($1)', [userIds]);
  // A charge without its stored reply: a chat ledger row whose reference is no assistant message.
  const { rows: orphanCharges } = await sql.query(
    `select l.id, l.reference from token_ledger l
      where l.user_id = any($1) and l.reason = 'chat'
        and not exists (select 1 from chat_messages m where m.id = l.reference and m.role = 'assistant')`,
    [userIds],
  );
  // A stored reply without exactly one charge of prompt + completion tokens (free_access accounts pay nothing).
  const { rows: unpaidReplies } = await sql.query(
    `select a.id, a.tokens_used + coalesce(u.tokens_used, 0) as cost,
            (select count(*)::int from token_ledger l where l.reference = a.id) as charges,
            (select coalesce(-sum(l.delta), 0)::int from token_ledger l where l.reference = a.id) as charged
       from chat_messages a
       join users acc on acc.id = a.user_id and acc.free_access = false
       left join chat_messages u on u.conversation_id = a.conversation_id and u.role = 'user' and u.client_message_id = a.client_message_id
      where a.user_id = any($1) and a.role = 'assistant'`,
    [userIds],
  );
  const badReplies = unpaidReplies.filter((r) => Number(r.cost) > 0 && (r.charges !== 1 || r.charged !== Number(r.cost)));
  const { rows: messages } = await sql.query("select count(*)::int as n from chat_messages where user_id = any($1) and role = 'assistant'", [userIds]);
  const perUser = users.map((user) => {
    const rows = ledger.filter((row) => row.user_id === user.id).sort((a, b) => b.balance_after - a.balance_after);
    const sum = rows.reduce((total, row) => total + row.delta, 0);
    let chain = true;
    for (let i = 1; i < rows.length; i += 1) if (rows[i].delta < 0 && rows[i - 1].balance_after + rows[i].delta !== rows[i].balance_after) chain = false;
    return {
      id: user.id,
      balance: user.tokens_balance,
      ledgerSum: sum,
      reconciles: user.tokens_balance === OPENING_BALANCE + sum,
      lowest: rows.length > 0 ? Math.min(...rows.map((row) => row.balance_after)) : user.tokens_balance,
      chain,
      charges: rows.filter((row) => row.reason === 'chat').length,
      charged: -rows.filter((row) => row.reason === 'chat').reduce((total, row) => total + row.delta, 0),
    };
  });
  return { perUser, orphanCharges, badReplies, replies: messages[0].n };
}
