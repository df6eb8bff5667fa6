import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter, Routes, Route, Link, NavLink, useLocation, useNavigate, Navigate, useParams, useSearchParams, matchRoutes, Outlet } from 'react-router';
import { QueryClient, QueryClientProvider, useQuery, hydrate } from '@tanstack/react-query';
const qc = new QueryClient();
hydrate(qc, (window as any).__Q);
function Home() { const q = useQuery({ queryKey: ['a'], queryFn: () => 1 }); return <p>{q.data}</p>; }
function L() { const l = useLocation(); const n = useNavigate(); const [s] = useSearchParams(); const p = useParams(); return <div onClick={() => n('/x')}>{l.pathname}{s.get('a')}{p.id}<NavLink to="/a">a</NavLink><Link to="/b">b</Link><Outlet/></div>; }
console.log(matchRoutes([{path:'/'}], location));
hydrateRoot(document, <QueryClientProvider client={qc}><BrowserRouter><Routes><Route element={<L/>}><Route index element={<Home/>}/><Route path="n" element={<Navigate to="/"/>}/></Route></Routes></BrowserRouter></QueryClientProvider>);
