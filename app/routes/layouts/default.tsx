import { Outlet } from "react-router";
import { SiteFrame } from "#app/components/site-frame.tsx";

export default function DefaultLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}
