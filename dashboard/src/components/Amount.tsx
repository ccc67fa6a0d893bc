import { formatRupiah } from '../format';

/** An amount in rupiah, `Rp 1.250.000` (the same in both languages); negatives get the `negative` class. */
export function Amount(props: { value: number }) {
  return <span class={props.value < 0 ? 'amount negative' : 'amount'}>{formatRupiah(props.value)}</span>;
}
