import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { and, desc, eq, gt, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { signInAddresses } from '../../db/schema';

/** The most recent networks kept per account; older ones are dropped as new ones come. */
const KNOWN_PER_ACCOUNT = 20;
/** A network not signed in from for this long is new again. */
const KNOWN_FOR_DAYS = 180;

/**
 * The network an address stands for: an IPv4 address itself, an IPv6 address's /64 (a phone or a home
 * router rotates its own addresses within one /64 every day). Anything else (an unparsable forwarded
 * value) is taken as it is: it is only ever hashed and compared.
 * @internal
 */
export function networkOf(address: string): string {
  const bare = address.split('%')[0]!.toLowerCase();
  if (bare.startsWith('::ffff:') && isIP(bare.slice(7)) === 4) return bare.slice(7);
  if (isIP(bare) !== 6) return bare;
  const [head = '', tail] = bare.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // an embedded IPv4 tail ("64:ff9b::192.0.2.1") fills two groups
  const width = (parts: string[]) => parts.reduce((n, part) => n + (part.includes('.') ? 2 : 1), 0);
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - width(left) - width(right)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The networks each account has proved itself from (a sign-in with the password, the sign-up, a reset
 * link used): the owner's usual places. Stored as sha256 of the account id and the network, never the
 * address itself; bounded per account (the most recent KNOWN_PER_ACCOUNT, none older than KNOWN_FOR_DAYS).
 */
export class KnownAddresses {
  constructor(private readonly db: Db) {}

  private hash(userId: string, address: string): string {
    return createHash('sha256')
      .update(`${userId}|${networkOf(address)}`)
      .digest('hex');
  }

  async isKnown(userId: string, address: string | null): Promise<boolean> {
    if (!address) return false;
    const [row] = await this.db
      .select({ at: signInAddresses.lastSeenAt })
      .from(signInAddresses)
      .where(
        and(
          eq(signInAddresses.userId, userId),
          eq(signInAddresses.addressHash, this.hash(userId, address)),
          gt(signInAddresses.lastSeenAt, sql`now() - ${`${KNOWN_FOR_DAYS} days`}::interval`),
        ),
      );
    return row !== undefined;
  }

  /** Remembers (or refreshes) the network; drops what falls outside the bounds. */
  async remember(userId: string, address: string | null): Promise<void> {
    if (!address) return;
    await this.db
      .insert(signInAddresses)
      .values({ userId, addressHash: this.hash(userId, address) })
      .onConflictDoUpdate({
        target: [signInAddresses.userId, signInAddresses.addressHash],
        set: { lastSeenAt: sql`now()` },
      });
    const recent = this.db
      .select({ hash: signInAddresses.addressHash })
      .from(signInAddresses)
      .where(eq(signInAddresses.userId, userId))
      .orderBy(desc(signInAddresses.lastSeenAt))
      .limit(KNOWN_PER_ACCOUNT);
    await this.db
      .delete(signInAddresses)
      .where(
        and(
          eq(signInAddresses.userId, userId),
          or(
            lt(signInAddresses.lastSeenAt, sql`now() - ${`${KNOWN_FOR_DAYS} days`}::interval`),
            notInArray(signInAddresses.addressHash, recent),
          ),
        ),
      );
  }
}
