# Installs lotto for one user (or, with PREFIX, anywhere): the binary, its manual and the
# completions of bash, zsh and fish, each where that shell looks under the prefix.
#
#   make install                 # into ~/.local
#   make install PREFIX=/usr/local
#   make uninstall               # the same PREFIX removes what install put there
#
# DESTDIR stages the files for a package, as usual.

PREFIX ?= $(HOME)/.local
SWIFT ?= swift

bindir := $(DESTDIR)$(PREFIX)/bin
mandir := $(DESTDIR)$(PREFIX)/share/man/man1
bashdir := $(DESTDIR)$(PREFIX)/share/bash-completion/completions
zshdir := $(DESTDIR)$(PREFIX)/share/zsh/site-functions
fishdir := $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

# The release build of lotto alone (not the benchmarks), linked statically: one file that
# runs without the Swift runtime installed, and starts faster.
build_flags := -c release --product lotto --static-swift-stdlib -Xswiftc -static-executable
# The manual and the completions are made by the binary just built, into .build/share, so a
# failure stops the install before anything is copied (no empty page left behind).
share := .build/share

.PHONY: all build install uninstall
all: build

build:
	$(SWIFT) build $(build_flags)

install: build
	@set -e; \
	binary="$$($(SWIFT) build $(build_flags) --show-bin-path)/lotto"; \
	mkdir -p $(share); \
	"$$binary" help --man > $(share)/lotto.1; \
	"$$binary" completion bash > $(share)/lotto.bash; \
	"$$binary" completion zsh > $(share)/_lotto; \
	"$$binary" completion fish > $(share)/lotto.fish; \
	install -d "$(bindir)" "$(mandir)" "$(bashdir)" "$(zshdir)" "$(fishdir)"; \
	install -m 755 "$$binary" "$(bindir)/lotto"; \
	install -m 644 $(share)/lotto.1 "$(mandir)/lotto.1"; \
	install -m 644 $(share)/lotto.bash "$(bashdir)/lotto"; \
	install -m 644 $(share)/_lotto "$(zshdir)/_lotto"; \
	install -m 644 $(share)/lotto.fish "$(fishdir)/lotto.fish"; \
	echo "installed lotto $$("$(bindir)/lotto" --version) in $(PREFIX)"; \
	case ":$$PATH:" in *":$(PREFIX)/bin:"*) ;; \
	*) echo "add $(PREFIX)/bin to PATH, e.g. in ~/.profile: export PATH=\"$(PREFIX)/bin:\$$PATH\"";; esac

uninstall:
	rm -f "$(bindir)/lotto" "$(mandir)/lotto.1" "$(bashdir)/lotto" "$(zshdir)/_lotto" "$(fishdir)/lotto.fish"
