/** Shared looks for Radix dropdown menus, so every menu of the shop feels the same. */
export const menuContentClasses =
  'z-50 min-w-48 rounded-xl border border-ink-100 bg-white p-1.5 text-ink-900 shadow-xl shadow-ink-900/10 ' +
  'data-[state=open]:animate-pop-in origin-(--radix-dropdown-menu-content-transform-origin)'

export const menuItemClasses =
  'flex w-full cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-[0.95rem] text-ink-800 outline-none select-none ' +
  'data-[highlighted]:bg-sage-50 data-[highlighted]:text-sage-800 data-[disabled]:pointer-events-none data-[disabled]:opacity-50'

export const menuLabelClasses = 'px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-500 uppercase'

export const menuSeparatorClasses = 'my-1.5 h-px bg-ink-100'

/** Radix's menu and dialog code is not on the first page: see lib/deferred.ts. */
export const loadDropdownMenu = () => import('@radix-ui/react-dropdown-menu')
export const loadDialog = () => import('@radix-ui/react-dialog')
