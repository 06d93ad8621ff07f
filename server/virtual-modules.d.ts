// Provided by the React Router Vite plugin at build time; typed where it is imported.
declare module "virtual:react-router/server-build";
