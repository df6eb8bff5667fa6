import { useQuery } from '@tanstack/react-query';
export default function Home() { const q = useQuery({ queryKey: ['a'], queryFn: () => 1 }); return <p>{q.data}</p>; }
