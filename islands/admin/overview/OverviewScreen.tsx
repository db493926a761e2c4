/** The admin's first screen: what needs attention in each area the user may read. */
import type { ScreenProps } from '../screens.js';
import { EmptyState, ResourceView } from '../ui/StateViews.js';
import { api } from '../query/api.js';
import { useApiQuery } from '../query/use-api-query.js';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="admin-figure">
      <dt>{label}</dt>
      <dd>{value.toLocaleString()}</dd>
    </div>
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
              {data.store && (
                <section aria-labelledby="overview-store">
                  <h2 id="overview-store">Store</h2>
                  <dl className="admin-figures">
                    <Figure label="Products" value={data.store.products} />
                    <Figure label="Sold-out variants" value={data.store.soldOutVariants} />
                    <Figure label="Orders" value={data.store.orders} />
                    <Figure label="Restock sign-ups waiting" value={data.store.restockWaiting} />
                  </dl>
                </section>
              )}
              {data.content && (
                <section aria-labelledby="overview-content">
                  <h2 id="overview-content">Content</h2>
                  <dl className="admin-figures">
                    <Figure label="Content parts" value={data.content.parts} />
                    <Figure label="Form submissions" value={data.content.formSubmissions} />
                  </dl>
                </section>
              )}
            </>
          )
        }
      </ResourceView>
    </>
  );
}
