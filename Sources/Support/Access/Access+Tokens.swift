import Foundation
import GRDB

extension Access {
    /// The longest name a token may have.
    static let longestTokenName = 60

    /// Every token, newest first.
    public func tokens() throws -> [AccessToken] {
        try database.store.writer.read(AccessToken.newestFirst)
    }

    /// Makes a token named `name`: the token, and its secret, which is shown this once.
    public func createToken(name: String, readOnly: Bool) throws -> (token: AccessToken, secret: String) {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw AccessError("Give the token a name: what will use it, such as “Shortcuts on my phone”.") }
        guard name.count <= Self.longestTokenName else { throw AccessError("A token's name has at most \(Self.longestTokenName) characters.") }
        let secret = Secret(prefix: "hs_")
        let token = AccessToken(id: UUID().uuidString.lowercased(), name: name, digest: secret.digest, readOnly: readOnly,
                                createdAt: clock.now, lastUsedAt: nil)
        try database.store.writer.write { try token.insert($0) }
        logger.notice("Token created", metadata: ["token": "\(token.name)", "readOnly": "\(readOnly)"])
        return (token, secret.text)
    }

    /// Revokes the token `id`: a request carrying it is refused from now on.
    public func revokeToken(id: String) throws {
        let deleted = try database.store.writer.write { try AccessToken.deleteOne($0, key: id) }
        guard deleted else { throw AccessError("That token was revoked already.") }
        logger.notice("Token revoked", metadata: ["token": "\(id)"])
    }

    /// The token whose secret is `bearer`, if it was not revoked; its last use is noted.
    func token(bearer: String) throws -> AccessToken? {
        guard bearer.hasPrefix("hs_"), bearer.count < 200 else { return nil }
        let writer = database.store.writer
        guard var token = try writer.read({ try AccessToken.withDigest(Secret.digest(bearer), $0) }) else { return nil }
        let now = clock.now
        if token.lastUsedAt.map({ now.timeIntervalSince($0) > Self.lastUseGranularity }) ?? true {
            token.lastUsedAt = now
            let used = token
            try writer.write { try used.update($0) }
        }
        return token
    }
}
