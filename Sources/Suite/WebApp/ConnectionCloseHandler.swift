import NIOCore
import NIOHTTP1
import NIOHTTPTypesHTTP1

/// Closes a connection after its response when the request asked for that the HTTP/1.0 way: a
/// 1.0 request without `Connection: keep-alive` (issue 40: it stayed open until the 60 s idle
/// timeout).
///
/// NB: Hummingbird closes after a response only when the request says `Connection: close`, and
/// NIO's conversion to HTTP types drops the version. So this handler, added where the additional
/// handlers go (after the conversion), puts `Marking` in front of the conversion, where the version
/// is still known, and passes everything on unchanged itself.
final class ConnectionCloseHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny

    func handlerAdded(context: ChannelHandlerContext) {
        let pipeline = context.pipeline.syncOperations
        guard let conversion = try? pipeline.handler(type: HTTP1ToHTTPServerCodec.self) else { return }
        try? pipeline.addHandler(Marking(), position: .before(conversion))
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        context.fireChannelRead(data)
    }

    /// Marks a request that does not keep its connection alive `Connection: close`.
    final class Marking: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = HTTPServerRequestPart
        typealias InboundOut = HTTPServerRequestPart

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            guard case .head(var head) = unwrapInboundIn(data), !head.isKeepAlive else { return context.fireChannelRead(data) }
            head.headers.replaceOrAdd(name: "connection", value: "close")
            context.fireChannelRead(wrapInboundOut(.head(head)))
        }
    }
}
