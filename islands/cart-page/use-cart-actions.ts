/**
 * The cart page's changes: quantities capped at what each entry may hold (its `maxQuantity`) and
 * coalesced per entry (one request with the last quantity), so fast clicks never ask for more
 * than the stock; removals; each reply applied through the shared store's tickets so a stale one
 * is ignored; and a message per entry when a quantity was held back, a change failed or the
 * server changed the quantity asked for.
 */
import { useCallback, useRef, useState } from 'react';
import { $cart, acceptCart, loadCart, nextTicket } from '../cart-store/cart-store.js';
import { coalescer, type Coalescer } from './coalesce.js';
import { cappedExplanation, failureMessage } from './cart-messages.js';
import { clampEntryQuantity, entryLimitMessage } from '../../domain/commerce/entry-limit.js';
import { deleteEntry, putQuantity } from './cart-calls.js';

type ById<T> = Readonly<Record<string, T>>;

const without = <T>(map: ById<T>, id: string): ById<T> => {
  const { [id]: _gone, ...rest } = map;
  return rest;
};

export function useCartActions() {
  const [pending, setPending] = useState<ById<number>>({});
  const [removing, setRemoving] = useState<ById<true>>({});
  const [messages, setMessages] = useState<ById<string>>({});
  const [announcement, setAnnouncement] = useState('');
  const coalescers = useRef(new Map<string, Coalescer>());
  // Entries whose last asked quantity was held back: their "Only N left" outlives the request.
  const heldBack = useRef(new Map<string, string>());

  const say = useCallback((id: string, message: string | undefined) => {
    setMessages((all) => (message === undefined ? without(all, id) : { ...all, [id]: message }));
    if (message !== undefined) setAnnouncement(message);
  }, []);

  const serverEntry = (id: string) => $cart.get()?.entries.find((e) => e.id === id);
  const serverQuantity = (id: string): number | undefined => serverEntry(id)?.quantity;

  const coalescerFor = (id: string): Coalescer => {
    let c = coalescers.current.get(id);
    if (c === undefined) {
      const send = async (quantity: number): Promise<void> => {
        const ticket = nextTicket();
        const result = await putQuantity(id, quantity);
        if (result.ok) {
          acceptCart(result.data.shoppingCart, ticket);
          say(id, cappedExplanation(quantity, result.data.updatedEntry?.quantity ?? undefined) ?? heldBack.current.get(id));
        } else {
          say(id, failureMessage('update', result, serverQuantity(id)));
          if (result.status !== 0) void loadCart();
        }
      };
      c = coalescer(send, () => setPending((all) => without(all, id)));
      coalescers.current.set(id, c);
    }
    return c;
  };

  /** Asks for `asked` of an entry; answers the quantity kept (less when the stock holds it back). */
  const setQuantity = (id: string, asked: number): number => {
    const entry = serverEntry(id);
    if (entry === undefined) return asked;
    const { quantity, clamped } = clampEntryQuantity(asked, entry.quantity, entry.maxQuantity);
    const why = clamped ? entryLimitMessage(entry.maxQuantity, entry.chosenVariant?.unlimited === true) : undefined;
    if (why === undefined) heldBack.current.delete(id);
    else heldBack.current.set(id, why);
    say(id, why);
    const c = coalescerFor(id);
    const shown = c.pending() ?? entry.quantity;
    if (quantity === shown) return quantity;
    setPending((all) => ({ ...all, [id]: quantity }));
    c.set(quantity);
    return quantity;
  };

  const remove = async (id: string): Promise<void> => {
    coalescers.current.get(id)?.cancel();
    heldBack.current.delete(id);
    setPending((all) => without(all, id));
    say(id, undefined);
    setRemoving((all) => ({ ...all, [id]: true }));
    const ticket = nextTicket();
    const result = await deleteEntry(id);
    setRemoving((all) => without(all, id));
    if (result.ok) {
      acceptCart(result.data.shoppingCart, ticket);
      setAnnouncement('Item removed.');
    } else {
      say(id, failureMessage('remove', result));
    }
  };

  return { pending, removing, messages, announcement, setQuantity, remove };
}
