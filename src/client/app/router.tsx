// The one place the app imports its router from. Pages and components use these names only, so
// the router underneath can change without touching them (issue 3: the home route's JS budget).
export { Link, NavLink, Navigate, Outlet, Route, Routes, useLocation, useNavigate, useParams, useSearchParams, BrowserRouter, MemoryRouter } from 'react-router';
