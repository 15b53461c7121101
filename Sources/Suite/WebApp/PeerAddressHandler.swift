import HTTPTypes
import NIOCore
import NIOHTTPTypes
import WebSupport

/// Writes the address a connection comes from on each of its requests (`ServerAddress.peerField`),
/// replacing any value the client sent, so the middleware can tell a trusted proxy from anyone and
/// count failed sign-ins per client (Hummingbird's basic request context does not carry it).
final class PeerAddressHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var request) = unwrapInboundIn(data) else { return context.fireChannelRead(data) }
        request.headerFields[ServerAddress.peerField] = context.channel.remoteAddress?.ipAddress
        context.fireChannelRead(wrapInboundOut(.head(request)))
    }
}
