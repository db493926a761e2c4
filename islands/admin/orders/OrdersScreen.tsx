/** Orders: the list (`/admin/orders`) and one order (`/admin/orders/<id>`). */
import type { ScreenProps } from '../screens.js';
import { OrderDetailView } from './OrderDetailView.js';
import { OrderList } from './OrderList.js';
import './orders.css';

export default function OrdersScreen({ subpath, canWrite, navigate }: ScreenProps) {
  if (subpath !== '') return <OrderDetailView orderId={decodeURIComponent(subpath)} canWrite={canWrite} navigate={navigate} />;
  return <OrderList navigate={navigate} />;
}
