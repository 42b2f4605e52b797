#!/bin/sh
# The browser tests' Chromium: Debian's (or CHROME_PATH), without the browser
# UI pages it opens for every window although a headless window never shows
# them (the omnibox popup's two WebUI pages, each a renderer process: a fifth
# of the tests' CPU, docs/performance.md). Chromium reads only the last
# --disable-features, so Playwright's list and ours are passed as one.
disabled="WebUIOmniboxPopup,WebUIOmniboxAimPopup"
for arg do
  shift
  case "$arg" in
    --disable-features=*) disabled="$disabled,${arg#--disable-features=}" ;;
    *) set -- "$@" "$arg" ;;
  esac
done
exec "${CHROME_PATH:-/usr/bin/chromium}" "$@" "--disable-features=$disabled"
