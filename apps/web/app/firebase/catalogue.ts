import { locationSchema, type Location } from '@camping/domain/schemas/location';
import { collection, getDocs } from 'firebase/firestore';
import { firestore } from './firestore.ts';

export async function fetchLocations(): Promise<Location[]> {
  const snapshot = await getDocs(collection(firestore(), 'locations'));
  return snapshot.docs.map((doc) => locationSchema.parse({ id: doc.id, ...doc.data() }));
}
