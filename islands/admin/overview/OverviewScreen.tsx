/** The admin's first screen: what needs attention in each area the user may read. */
import type { AdminOverview } from '../../../domain/admin/overview.js';
import type { ScreenProps } from '../screen-props.js';
import { EmptyState, ResourceView } from '../ui/StateViews.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';

/** The figures of each area, by their field in the overview. */
const STORE_FIGURES: Readonly<Record<keyof NonNullable<AdminOverview['store']>, string>> = {
  products: 'Products',
  soldOutVariants: 'Sold-out variants',
  orders: 'Orders',
  restockWaiting: 'Restock sign-ups waiting',
};
const CONTENT_FIGURES: Readonly<Record<keyof NonNullable<AdminOverview['content']>, string>> = {
  parts: 'Content parts',
  formSubmissions: 'Form submissions',
};

/** One area's figures: each label with its count. */
function Figures<K extends string>({ id, title, labels, values }: { id: string; title: string; labels: Readonly<Record<K, string>>; values: Readonly<Record<K, number>> }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <dl className="admin-figures">
        {(Object.keys(labels) as K[]).map((key) => (
          <div key={key} className="admin-figure">
            <dt>{labels[key]}</dt>
            <dd>{values[key].toLocaleString()}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export default function OverviewScreen(_props: ScreenProps) {
  const overview = useApiQuery(api.overview);
  return (
    <>
      <h1>Overview</h1>
      <ResourceView resource={overview} label="Loading the overview…">
        {(data) =>
          !data.store && !data.content ? (
            <EmptyState title="Nothing to show for your role." />
          ) : (
            <>
              {data.store && <Figures id="overview-store" title="Store" labels={STORE_FIGURES} values={data.store} />}
              {data.content && <Figures id="overview-content" title="Content" labels={CONTENT_FIGURES} values={data.content} />}
            </>
          )
        }
      </ResourceView>
    </>
  );
}
