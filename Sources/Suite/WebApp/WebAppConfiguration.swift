/// Where the web app listens, and how long it waits for a client.
public struct WebAppConfiguration: Sendable {
    /// The address to bind (loopback by default).
    public var host: String
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
        self.host = host
        self.port = port
        self.requestHeadTimeout = requestHeadTimeout
        self.idleTimeout = idleTimeout
    }
}
