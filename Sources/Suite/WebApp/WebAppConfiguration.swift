/// Where the web app listens.
public struct WebAppConfiguration: Sendable {
    /// The address to bind (loopback by default).
    public var host: String
    /// The port (0 picks a free one).
    public var port: Int

    /// A configuration binding `host:port`.
    public init(host: String = "127.0.0.1", port: Int = 8080) {
        self.host = host
        self.port = port
    }
}
