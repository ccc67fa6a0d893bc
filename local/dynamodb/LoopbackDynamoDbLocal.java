import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * DynamoDB Local bound to the loopback address only. The jar has no bind-address option: its Jetty
 * server is made with `new Server(port)`, which listens on every interface, so anyone on the
 * developer's network could read and write the table. This launcher (run by local/infra.ts in
 * Java's single-file source mode, no build step) lets DynamoDB Local build its server from the usual
 * command line, sets the host of its connectors to 127.0.0.1 before it starts, then runs it.
 * The field is private; if a later DynamoDB Local renames it, this fails at start, never silently.
 */
public class LoopbackDynamoDbLocal {
  private static final String LOOPBACK = "127.0.0.1";

  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    if (proxy == null) System.exit(2);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    Connector[] connectors = server.getConnectors();
    if (connectors.length == 0) throw new IllegalStateException("DynamoDB Local built a server without connectors");
    for (Connector connector : connectors) ((ServerConnector) connector).setHost(LOOPBACK);
    proxy.start();
    proxy.join();
  }
}
