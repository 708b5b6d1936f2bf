// The View modal of a medication or an inventory item (spec 001 section 2.1): Created On, Product
// Name, Category, Side Effects, the code, Dose Instructions and the Dosage & Unit table.
import { DetailsTable, DetailsViewModal, createdOn } from './DetailsViewModal';

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

export function ProductViewModal({ title, product, onOpenChange }: { title: string; product: ProductView | null; onOpenChange: (open: boolean) => void }) {
  const view = product && {
    title,
    details: [
      { term: 'Created On', value: createdOn(product.createdAt) },
      { term: 'Product Name', value: product.productName },
      ...(product.productType !== undefined ? [{ term: 'Product Type', value: product.productType }] : []),
      { term: 'Category', value: product.category },
      { term: product.codeLabel, value: product.code },
      { term: 'Species', value: product.species.map((specie) => specie.specie).join(', ') },
      { term: 'Dose Instructions', value: product.doseInstructions, wide: true },
      { term: 'Side Effects', value: product.sideEffects, wide: true },
    ],
    extra: (
      <DetailsTable
        caption="Dosage & Unit"
        columns={[{ header: 'Dosage', className: 'tabular-nums' }, { header: 'Unit' }]}
        rows={product.dosageUnits.map((row) => [row.dosage, row.unit] as const)}
        emptyText="No dosage rows."
      />
    ),
  };
  return <DetailsViewModal view={view} onOpenChange={onOpenChange} />;
}
