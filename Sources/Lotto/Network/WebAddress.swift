/// An `http` or `https` address lotto fetches from: a publisher's base address (its variable
/// may name a mirror or a proxy) with a path appended.
package struct WebAddress: Hashable, Sendable, CustomStringConvertible {
    /// The whole address, as curl is given it.
    package let description: String
    /// `host` or `host:port`, lowercased: what requests are paced by.
    package let authority: String

    /// Reads an address that begins `http://` or `https://` and names a host; `nil` for any
    /// other (a `file:` address, a bare host name, spaces or control characters).
    package init?(_ text: String) {
        let lowercased = text.lowercased()
        guard let scheme = ["https://", "http://"].first(where: lowercased.hasPrefix) else { return nil }
        guard text.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return nil }
        let rest = lowercased.dropFirst(scheme.count)
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        // Credentials in an address would be sent to every mirror and shown in every message.
        guard !authority.isEmpty, !authority.contains("@") else { return nil }
        self.description = text
        self.authority = String(authority)
    }

    /// An address already checked, and its host.
    private init(checked description: String, authority: String) {
        self.description = description
        self.authority = authority
    }

    /// Reads a base address, which paths are appended to: as ``init(_:)``, and with no query
    /// (`?`) or fragment (`#`), which the path would follow rather than extend.
    package init?(base text: String) {
        guard !text.contains(where: { $0 == "?" || $0 == "#" }) else { return nil }
        self.init(text)
    }

    /// This address with `path` (which begins with `/`) after it, without doubling a `/`.
    package func appending(_ path: String) -> WebAddress {
        let base = description.hasSuffix("/") ? String(description.dropLast()) : description
        // The host is the base's, which the path follows; the paths are lotto's own, printable
        // ASCII with no space.
        return WebAddress(checked: base + path, authority: authority)
    }
}
