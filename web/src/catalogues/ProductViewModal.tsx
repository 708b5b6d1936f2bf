// The View modal of a medication or an inventory item (spec 001 section 2.1): Created On, Product
// Name, Category, Side Effects, the code, Dose Instructions and the Dosage & Unit table.
import type { ReactNode } from 'react';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';

export interface ProductView {
  createdAt: string;
  productName: string;
  category: string | null;
  /** Inventory items also have a product type. */
  productType?: string | null;
  sideEffects: string;
  codeLabel: string;
  code: string;
  doseInstructions: string;
  dosageUnits: ReadonlyArray<{ dosage: string; unit: string }>;
  species: ReadonlyArray<{ specie: string }>;
}

const createdOn = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="mt-0.5 text-sm whitespace-pre-wrap text-slate-900">{children || <span className="text-slate-400">N/A</span>}</dd>
    </div>
  );
}

export function ProductViewModal({ title, product, onOpenChange }: { title: string; product: ProductView | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Modal
      open={product !== null}
      onOpenChange={onOpenChange}
      title={title}
      width={720}
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Close
        </Button>
      }
    >
      {product && (
        <div className="space-y-5">
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail term="Created On">{createdOn(product.createdAt)}</Detail>
            <Detail term="Product Name">{product.productName}</Detail>
            {product.productType !== undefined && <Detail term="Product Type">{product.productType}</Detail>}
            <Detail term="Category">{product.category}</Detail>
            <Detail term={product.codeLabel}>{product.code}</Detail>
            <Detail term="Species">{product.species.map((specie) => specie.specie).join(', ')}</Detail>
            <div className="sm:col-span-2">
              <Detail term="Dose Instructions">{product.doseInstructions}</Detail>
            </div>
            <div className="sm:col-span-2">
              <Detail term="Side Effects">{product.sideEffects}</Detail>
            </div>
          </dl>
          <table className="w-full border-collapse text-left text-sm">
            <caption className="mb-2 text-left text-sm font-semibold text-slate-800">Dosage &amp; Unit</caption>
            <thead>
              <tr className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Dosage
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Unit
                </th>
              </tr>
            </thead>
            <tbody>
              {product.dosageUnits.length === 0 ? (
                <tr>
                  <td colSpan={2} className="py-3 text-slate-500">
                    No dosage rows.
                  </td>
                </tr>
              ) : (
                product.dosageUnits.map((row, index) => (
                  <tr key={index} className="border-b border-slate-100">
                    <td className="py-2 pr-4 tabular-nums">{row.dosage}</td>
                    <td className="py-2">{row.unit}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
    </Modal>
  );
}
