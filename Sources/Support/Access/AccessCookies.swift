import Hummingbird
import WebSupport

/// The cookies of a signed-in browser, named and made for how the browser reached the server:
/// over HTTPS they are `Secure` and named `__Host-…` (only this host, only over HTTPS, path `/`).
/// Every one is HttpOnly (no script reads it) and SameSite=Lax (no other site's form sends it).
struct AccessCookies {
    /// Whether the browser reached the server over HTTPS.
    let secure: Bool

    init(_ request: Request, address: ServerAddress) {
        secure = address.isSecure(request)
    }

    /// The session cookie's name.
    var sessionName: String { secure ? "__Host-habitsuite-session" : "habitsuite-session" }
    /// The cookie naming a browser that signed in before.
    var deviceName: String { secure ? "__Host-habitsuite-device" : "habitsuite-device" }

    /// The session's cookie, as `request` carries it.
    func session(of request: Request) -> String? {
        request.cookies[sessionName]?.value.nilIfEmpty
    }

    /// The device cookie, as `request` carries it.
    func device(of request: Request) -> String? {
        request.cookies[deviceName]?.value.nilIfEmpty
    }

    /// The cookie that keeps a new session.
    func session(_ value: String) -> Cookie {
        make(sessionName, value, maxAge: Int(Access.sessionLifetime))
    }

    /// The cookie that ends this browser's session.
    var endedSession: Cookie { make(sessionName, "", maxAge: 0) }

    /// The cookie that remembers this browser for the throttle (400 days, browsers' longest).
    func device(_ value: String) -> Cookie {
        make(deviceName, value, maxAge: 400 * 86_400)
    }

    private func make(_ name: String, _ value: String, maxAge: Int) -> Cookie {
        Cookie(name: name, value: value, maxAge: maxAge, path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }
}

extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
