import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.MongoVersion;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import de.bwaldvogel.mongo.bson.Document;
import io.netty.channel.Channel;
import java.util.List;

/**
 * mongo-java-server (in memory) for the read-store contract over the MongoDB wire protocol.
 * It reports MongoDB 5.0's wire version (13): the current Node driver refuses anything under 9,
 * and the library's own MONGO_5_0 reports 8. It answers the session commands a driver sends
 * (hello's logicalSessionTimeoutMinutes, endSessions) but has no transactions: commitTransaction
 * is refused, so an adapter that needs one fails loudly instead of silently losing atomicity.
 * Usage: java -cp 'libs/*' MongoWireServer.java PORT
 */
public class MongoWireServer {
  static final MongoVersion MONGO_5_0_WIRE_13 = new MongoVersion() {
    public List<Integer> getVersionArray() { return List.of(5, 0, 0); }
    public int getWireVersion() { return 13; }
  };

  static class SessionAwareBackend extends MemoryBackend {
    @Override
    public Document handleCommand(Channel channel, String database, String command, Document query) {
      switch (command) {
        case "endSessions": case "refreshSessions": case "killSessions": {
          Document ok = new Document(); ok.put("ok", 1.0); return ok;
        }
        default:
      }
      Document answer = super.handleCommand(channel, database, command, query);
      if (command.equalsIgnoreCase("hello") || command.equalsIgnoreCase("isMaster")) {
        answer.put("logicalSessionTimeoutMinutes", 30);
      }
      return answer;
    }
  }

  public static void main(String[] args) throws Exception {
    int port = Integer.parseInt(args[0]);
    MongoServer server = new MongoServer(new SessionAwareBackend().version(MONGO_5_0_WIRE_13));
    server.bind("127.0.0.1", port);
    System.out.println("listening on 127.0.0.1:" + port);
    Runtime.getRuntime().addShutdownHook(new Thread(server::shutdownNow));
    Thread.currentThread().join();
  }
}
