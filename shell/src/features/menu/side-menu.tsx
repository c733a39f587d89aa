import styled from "@emotion/styled";
import type { AccessMap } from "platform/core/contract";
import { normalizePath } from "platform/core/routes";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useShell } from "../../app/shell-context";
import { useShellLocation, useShellNavigate } from "../../app/shell-location";
import { useLogOut } from "../session/use-log-out";
import { MenuCard } from "./menu-card";
import { MenuIcon } from "./menu-icons";
import { isActive, type MenuItem, menuItems } from "./menu-items";

/**
 * The menu's white column and its border: a flex item of the page's row, so it is as tall as the page however long
 * the content runs (the menu inside is only as tall as the window, to stay in view while the page scrolls).
 */
const Rail = styled.div`
  flex: none;
  align-self: stretch;
  border-right: 1px solid #e3e8e5;
  background: #fff;
`;

const Nav = styled.nav<{ isOpen: boolean }>`
  position: sticky;
  top: 0;
  display: flex;
  flex-direction: column;
  width: ${(p) => (p.isOpen ? "20rem" : "4.5rem")};
  height: 100vh;
  overflow: hidden auto;
  transition: width 0.3s;
`;

const Entry = styled.button<{ active: boolean; depth: number }>`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  width: 100%;
  min-height: 3rem;
  /* Room for the longest top-level label whole in the open menu: Vietnamese "Khách hàng doanh nghiệp" in bold
     (the active entry) needs 235 px of the 20rem. */
  padding: 0 1rem 0 ${(p) => 1.5 + p.depth * 1.5}rem;
  border: 0;
  background: ${(p) => (p.active ? "#e3f1e8" : "transparent")};
  color: ${(p) => (p.active ? "#1f6f43" : "#333")};
  font-weight: ${(p) => (p.active ? 700 : 400)};
  font-size: 1rem;
  text-align: left;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    background: ${(p) => (p.active ? "#e3f1e8" : "#f1f5f3")};
  }
  /* Inset, so the overflow of the narrow menu never clips the ring of a keyboard user's focus. */
  &:focus-visible {
    outline: 2px solid #1f6f43;
    outline-offset: -2px;
  }
`;

/** A long label (a Vietnamese one, say) ends in an ellipsis instead of pushing its icon out; the title shows it whole. */
const Label = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** Tells a parent (it opens a group) from a link; points down while the group is open. */
const Chevron = styled.span<{ isOpen: boolean }>`
  margin-left: auto;
  font-size: 0.8rem;
  transform: rotate(${(p) => (p.isOpen ? "90deg" : "0deg")});
  transition: transform 0.3s;
`;

const Toggle = styled.button`
  align-self: flex-end;
  margin: 1rem 1.5rem 0.5rem;
  border: 0;
  background: transparent;
  font-size: 1.25rem;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid #1f6f43;
    outline-offset: 2px;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Bottom = styled.div`
  margin-top: auto;
  padding-bottom: 1rem;
`;

/**
 * The menu unmounts on every full-page layout: without remembering, a user who collapsed it would find it open
 * again after each form. Kept for the browser, like the language.
 */
const MENU_OPEN_KEY = "sideMenuOpen";

/** Below this width an open menu (20rem) would cover most of the page, so it starts collapsed there. */
const NARROW_SCREEN = "(max-width: 767px)";

function readMenuOpen(): boolean {
  const narrow = window.matchMedia?.(NARROW_SCREEN).matches ?? false;
  try {
    const stored = window.localStorage.getItem(MENU_OPEN_KEY);
    return stored === null ? !narrow : stored !== "false";
  } catch {
    return !narrow;
  }
}

function writeMenuOpen(open: boolean) {
  try {
    window.localStorage.setItem(MENU_OPEN_KEY, String(open));
  } catch {
    // Storage blocked: the menu just starts open next time.
  }
}

/** spec "Side menu": collapsible, parents expand, the active entry highlighted, Log out at the bottom. */
export function SideMenu({ access }: { access: AccessMap }) {
  const { t } = useTranslation();
  const navigate = useShellNavigate();
  const { remotes, preload } = useShell();
  const items = useMemo(() => menuItems(remotes), [remotes]);
  const pathname = normalizePath(useShellLocation().pathname);
  const logOut = useLogOut();
  const [open, setOpenState] = useState(readMenuOpen);
  const setOpen = (value: boolean) => {
    setOpenState(value);
    writeMenuOpen(value);
  };
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});

  // A parent holding the current page starts expanded until the user folds it.
  const isExpanded = (item: MenuItem, state: Record<string, boolean>) =>
    state[item.key] ?? isActive(item, pathname);

  const choose = (item: MenuItem) => {
    if (item.children) {
      // Choosing a parent while collapsed opens the menu with that parent expanded.
      if (!open) {
        setOpen(true);
        setExpanded((e) => ({ ...e, [item.key]: true }));
      } else setExpanded((e) => ({ ...e, [item.key]: !isExpanded(item, e) }));
      return;
    }
    navigate(item.link, { state: item.state });
  };

  const render = (item: MenuItem, depth: number) => {
    if (!item.visible(access)) return null;
    const active = item.children ? isActive(item, pathname) : item.link === pathname;
    const isOpen = Boolean(item.children && open && isExpanded(item, expanded));
    const groupId = `side-menu-group-${item.key.replace(/[^\w-]/g, "-")}`;
    const label = t(item.label, { ns: item.namespace });
    return (
      <li key={item.key}>
        <Entry
          type="button"
          depth={depth}
          active={active}
          aria-current={active && !item.children ? "page" : undefined}
          aria-expanded={item.children ? isOpen : undefined}
          aria-controls={isOpen ? groupId : undefined}
          title={label}
          onClick={() => choose(item)}
          // The remote of a link starts loading while the user points at or tabs to it: a click is likely next.
          onPointerEnter={item.children ? undefined : () => preload?.(item.link)}
          onFocus={item.children ? undefined : () => preload?.(item.link)}
          data-menu-entry={item.key}
        >
          <MenuIcon
            name={active ? item.activeIcon : item.icon}
            path={active ? item.activeIconPath : item.iconPath}
            active={active}
          />
          {open && <Label>{label}</Label>}
          {open && item.children && (
            <Chevron isOpen={isOpen} aria-hidden="true">
              ▶
            </Chevron>
          )}
        </Entry>
        {isOpen && <List id={groupId}>{item.children?.map((child) => render(child, depth + 1))}</List>}
      </li>
    );
  };

  return (
    <Rail data-testid="side-menu-rail">
      <Nav
        id="side-menu"
        isOpen={open}
        aria-label={t("sideBar.menu")}
        data-testid="side-menu"
        data-open={open}
      >
        <Toggle
          type="button"
          aria-label={open ? t("sideBar.collapse") : t("sideBar.expand")}
          title={open ? t("sideBar.collapse") : t("sideBar.expand")}
          aria-expanded={open}
          aria-controls="side-menu"
          onClick={() => setOpen(!open)}
        >
          {open ? "«" : "»"}
        </Toggle>
        <MenuCard open={open} />
        <List>{items.map((item) => render(item, 0))}</List>
        <Bottom>
          <Entry type="button" depth={0} active={false} onClick={logOut} title={t("sideBar.logOut")}>
            <MenuIcon name="logout" />
            {open && <Label>{t("sideBar.logOut")}</Label>}
          </Entry>
        </Bottom>
      </Nav>
    </Rail>
  );
}
