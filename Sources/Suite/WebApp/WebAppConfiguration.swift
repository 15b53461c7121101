import WebSupport

/// Where the web app listens, the names it answers, and how long it waits for a client.
public struct WebAppConfiguration: Sendable {
    /// The address to bind (loopback by default).
    public var host: String { address.boundHost }
    /// The bound address, the public URL, the allowed hosts and the trusted proxies.
    public var address: ServerAddress
    /// The port (0 picks a free one).
    public var port: Int
    /// How long a request's head (its line and headers) may take to arrive: counted from when the
    /// connection opens, and on a kept-alive connection from the first bytes of its next request.
    /// A client slower than this is closed, so stalled clients cannot hold connections for ever.
    public var requestHeadTimeout: Duration
    /// How long a connection may go without a read (a kept-alive one waiting for its next request,
    /// or a request's body that stopped arriving) before it is closed.
    public var idleTimeout: Duration

    /// A configuration binding `host:port`: 10 s for a request's head (a browser sends one in a
    /// single packet, in milliseconds), 60 s for a kept-alive connection to stay idle (a person who
    /// reads a page and taps on reuses it; abandoned ones do not pile up).
    public init(host: String = "127.0.0.1", port: Int = 8080,
                requestHeadTimeout: Duration = .seconds(10), idleTimeout: Duration = .seconds(60)) {
        self.init(address: ServerAddress(boundHost: host), port: port, requestHeadTimeout: requestHeadTimeout, idleTimeout: idleTimeout)
    }

    /// A configuration for a server reached at `address`.
    public init(address: ServerAddress, port: Int = 8080, requestHeadTimeout: Duration = .seconds(10), idleTimeout: Duration = .seconds(60)) {
        self.address = address
        self.port = port
        self.requestHeadTimeout = requestHeadTimeout
        self.idleTimeout = idleTimeout
    }
}
