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
STRIP ?= strip
# bash, for pipefail: the build's status survives the filter below.
SHELL := /bin/bash

bindir := $(DESTDIR)$(PREFIX)/bin
mandir := $(DESTDIR)$(PREFIX)/share/man/man1
bashdir := $(DESTDIR)$(PREFIX)/share/bash-completion/completions
zshdir := $(DESTDIR)$(PREFIX)/share/zsh/site-functions
fishdir := $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

# The release build of lotto alone (not the benchmarks), linked statically: one file that
# runs without the Swift runtime installed, and starts faster.
build_flags := -c release --product lotto --static-swift-stdlib -Xswiftc -static-executable
# bash-completion's loader, which finds lotto's script in bashdir on first use; without it,
# install says how to load the script from ~/.bashrc (`make install bash_completion=` shows it),
# unless a line of ~/.bashrc that is no comment loads it already (`source <(lotto completion
# bash)`, `. <(...)`, `eval "$(lotto completion bash)"`, a path before lotto).
bash_completion := $(firstword $(wildcard /usr/share/bash-completion/bash_completion \
	/usr/local/share/bash-completion/bash_completion /etc/bash_completion))
# The manual and the completions are made by the binary just built, into .build/share, so a
# failure stops the install before anything is copied (no empty page left behind). The binary
# installed is a stripped copy: its DWARF and symbol table are more than half the file, and
# keeping the symbols alone (--strip-debug) would leave it half as big again. A crash's
# backtrace then gives addresses; the build's own binary, unstripped and of the same build id
# (`file` shows it), turns them into functions and lines (`addr2line -f -e .build/release/lotto`).
share := .build/share

.PHONY: all build install uninstall
all: build

# The static link's one warning, and only it, is left out: libswiftCore's LibPrespecialized
# calls dlopen (to look for libswiftPrespecialized.so, a library lotto neither ships nor needs;
# in a static binary the call finds none and the runtime goes on), and glibc's linker warns of
# any dlopen in a static executable. A newcomer reads it as a failure; every other line, every
# other warning and the build's exit status pass through.
dlopen_warning := findLibPrespecialized(): warning: Using 'dlopen' in statically linked applications

build:
	@set -o pipefail; $(SWIFT) build $(build_flags) 2>&1 | { grep --line-buffered -vF "$(dlopen_warning)" || true; }

install: build
	@set -e; \
	binary="$$($(SWIFT) build $(build_flags) --show-bin-path)/lotto"; \
	mkdir -p $(share); \
	"$$binary" help --man > $(share)/lotto.1; \
	"$$binary" completion bash > $(share)/lotto.bash; \
	"$$binary" completion zsh > $(share)/_lotto; \
	"$$binary" completion fish > $(share)/lotto.fish; \
	$(STRIP) -o $(share)/lotto "$$binary"; \
	install -d "$(bindir)" "$(mandir)" "$(bashdir)" "$(zshdir)" "$(fishdir)"; \
	install -m 755 $(share)/lotto "$(bindir)/lotto"; \
	install -m 644 $(share)/lotto.1 "$(mandir)/lotto.1"; \
	install -m 644 $(share)/lotto.bash "$(bashdir)/lotto"; \
	install -m 644 $(share)/_lotto "$(zshdir)/_lotto"; \
	install -m 644 $(share)/lotto.fish "$(fishdir)/lotto.fish"; \
	echo "installed lotto $$("$(bindir)/lotto" --version) in $(PREFIX)"; \
	case ":$$PATH:" in *":$(PREFIX)/bin:"*) ;; \
	*) echo "add $(PREFIX)/bin to PATH, e.g. in ~/.profile: export PATH=\"$(PREFIX)/bin:\$$PATH\"";; esac; \
	if [ -z "$(bash_completion)" ] && ! grep -qs '^[^#]*lotto completion bash' "$(HOME)/.bashrc"; then \
	echo "bash completion: the bash-completion package is not installed; to load lotto's, add to ~/.bashrc:"; \
	echo "  source <(lotto completion bash)"; fi

uninstall:
	rm -f "$(bindir)/lotto" "$(mandir)/lotto.1" "$(bashdir)/lotto" "$(zshdir)/_lotto" "$(fishdir)/lotto.fish"
